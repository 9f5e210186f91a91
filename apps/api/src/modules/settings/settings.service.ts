import type { DispatchSettings, PricingSettings } from '@ridebook/validation';
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
        action: kind === 'pricing' ? 'settings.pricing.update' : 'settings.dispatch.update',
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
  };
}
