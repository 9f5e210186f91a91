import {
  DEFAULT_PAYOUT_SETTINGS,
  payoutSettingsSchema,
  type DispatchSettings,
  type PayoutSettings,
  type PricingSettings,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { recordAudit } from '../audit/index.ts';
import {
  cityNotFound,
  lockCityRow,
  toServedCity,
  updateCityRow,
  type CityDirectory,
} from '../cities/index.ts';
import { findSetting, upsertSetting } from './settings.repository.ts';

/** How long a process trusts its copy of the service-wide settings; another process's edit shows within this time. */
const CACHE_MS = 5_000;

const AUDIT_ACTIONS = {
  pricing: 'settings.pricing.update',
  dispatch: 'settings.dispatch.update',
  payouts: 'settings.payouts.update',
} as const;

/** The stored payout settings over the defaults; a document that no longer passes its schema falls back to them. */
function resolvePayouts(stored: unknown): PayoutSettings {
  const merged = {
    ...DEFAULT_PAYOUT_SETTINGS,
    ...(typeof stored === 'object' && stored !== null ? stored : {}),
  };
  const parsed = payoutSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PAYOUT_SETTINGS;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * Pricing and dispatch settings, each city its own (the defaults until an admin saves others). Without a city:
 * the default city's (the demo city). A city's pricing currency is the city's currency: saving another one changes
 * the city's. Read from the city directory's copy, so a quote or a dispatch round reads no database for them.
 */
export function createSettingsService({
  db,
  clock,
  cities,
}: {
  db: Database;
  clock: Clock;
  cities: CityDirectory;
}) {
  let payoutsCache: { value: PayoutSettings; until: number } | undefined;
  const cityOf = (cityId: string | undefined) =>
    cityId === undefined ? cities.defaultCity() : cities.get(cityId);

  /** Saves and audits in one transaction: the audit row keeps the settings before and after. */
  async function update(
    kind: 'pricing' | 'dispatch',
    cityId: string | undefined,
    value: PricingSettings | DispatchSettings,
    updatedBy: string,
  ): Promise<void> {
    const { id } = await cityOf(cityId);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await lockCityRow(tx, id);
      if (!row) throw cityNotFound();
      const before = toServedCity(row)[kind];
      if (kind === 'pricing') {
        const { currency, ...pricing } = value as PricingSettings;
        await updateCityRow(tx, id, { pricing, currency, settingsUpdatedBy: updatedBy, updatedAt: now });
      } else {
        await updateCityRow(tx, id, {
          dispatch: value as DispatchSettings,
          settingsUpdatedBy: updatedBy,
          updatedAt: now,
        });
      }
      await recordAudit(tx, {
        actorId: updatedBy,
        action: AUDIT_ACTIONS[kind],
        targetType: 'settings',
        targetId: kind,
        details: { cityId: id, before, after: value },
        at: now,
      });
    });
    cities.invalidate();
  }

  return {
    getPricing: async (cityId?: string): Promise<PricingSettings> => (await cityOf(cityId)).pricing,
    getDispatch: async (cityId?: string): Promise<DispatchSettings> => (await cityOf(cityId)).dispatch,
    async updatePricing(value: PricingSettings, by: string, cityId?: string): Promise<PricingSettings> {
      await update('pricing', cityId, value, by);
      return (await cityOf(cityId)).pricing;
    },
    async updateDispatch(value: DispatchSettings, by: string, cityId?: string): Promise<DispatchSettings> {
      await update('dispatch', cityId, value, by);
      return (await cityOf(cityId)).dispatch;
    },
    /** Weekly payout day and the cash-out fee: one for the whole service (app_settings), not yet per city. */
    async getPayouts(): Promise<PayoutSettings> {
      const now = clock.now().getTime();
      if (payoutsCache && payoutsCache.until > now) return payoutsCache.value;
      const value = resolvePayouts(await findSetting(db, 'payouts'));
      payoutsCache = { value, until: now + CACHE_MS };
      return value;
    },
    async updatePayouts(value: PayoutSettings, by: string): Promise<PayoutSettings> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const before = resolvePayouts(await findSetting(tx, 'payouts'));
        await upsertSetting(tx, { key: 'payouts', value, updatedBy: by, now });
        await recordAudit(tx, {
          actorId: by,
          action: AUDIT_ACTIONS.payouts,
          targetType: 'settings',
          targetId: 'payouts',
          details: { before, after: value },
          at: now,
        });
      });
      payoutsCache = undefined;
      return this.getPayouts();
    },
  };
}
