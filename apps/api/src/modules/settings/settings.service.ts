import {
  DEFAULT_DISPATCH_SETTINGS,
  DEFAULT_PAYOUT_SETTINGS,
  DEFAULT_PRICING_SETTINGS,
  dispatchSettingsSchema,
  payoutSettingsSchema,
  pricingSettingsSchema,
  type DispatchSettings,
  type PayoutSettings,
  type PricingSettings,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { recordAudit } from '../audit/index.ts';
import { findSetting, upsertSetting } from './settings.repository.ts';

/** How long a process trusts its copy of the settings; another process's edit shows within this time. */
const CACHE_MS = 5_000;

type Kinds = { pricing: PricingSettings; dispatch: DispatchSettings; payouts: PayoutSettings };
const SCHEMAS = {
  pricing: pricingSettingsSchema,
  dispatch: dispatchSettingsSchema,
  payouts: payoutSettingsSchema,
} as const;
const DEFAULTS: Kinds = {
  pricing: DEFAULT_PRICING_SETTINGS,
  dispatch: DEFAULT_DISPATCH_SETTINGS,
  payouts: DEFAULT_PAYOUT_SETTINGS,
};
const AUDIT_ACTIONS = {
  pricing: 'settings.pricing.update',
  dispatch: 'settings.dispatch.update',
  payouts: 'settings.payouts.update',
} as const;

export type SettingsService = ReturnType<typeof createSettingsService>;

/** A stored document over the defaults; one that no longer passes its schema falls back to the defaults. */
function resolve<K extends keyof Kinds>(kind: K, stored: unknown): Kinds[K] {
  const merged = { ...DEFAULTS[kind], ...(typeof stored === 'object' && stored !== null ? stored : {}) };
  const parsed = SCHEMAS[kind].safeParse(merged);
  return (parsed.success ? parsed.data : DEFAULTS[kind]) as Kinds[K];
}

/**
 * Pricing and dispatch settings: the defaults until an admin saves others. A stored document that no longer
 * passes its schema (an older version) falls back to the defaults field by field.
 */
export function createSettingsService({ db, clock }: { db: Database; clock: Clock }) {
  const cache = new Map<keyof Kinds, { value: unknown; until: number }>();

  async function get<K extends keyof Kinds>(kind: K): Promise<Kinds[K]> {
    const cached = cache.get(kind);
    const now = clock.now().getTime();
    if (cached && cached.until > now) return cached.value as Kinds[K];
    const value = resolve(kind, await findSetting(db, kind));
    cache.set(kind, { value, until: now + CACHE_MS });
    return value;
  }

  /** Saves and audits in one transaction: the audit row keeps the settings before and after. */
  async function update<K extends keyof Kinds>(
    kind: K,
    value: Kinds[K],
    updatedBy: string,
  ): Promise<Kinds[K]> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const before = resolve(kind, await findSetting(tx, kind));
      await upsertSetting(tx, { key: kind, value, updatedBy, now });
      await recordAudit(tx, {
        actorId: updatedBy,
        action: AUDIT_ACTIONS[kind],
        targetType: 'settings',
        targetId: kind,
        details: { before, after: value },
        at: now,
      });
    });
    cache.delete(kind);
    return get(kind);
  }

  return {
    getPricing: () => get('pricing'),
    getDispatch: () => get('dispatch'),
    updatePricing: (value: PricingSettings, by: string) => update('pricing', value, by),
    updateDispatch: (value: DispatchSettings, by: string) => update('dispatch', value, by),
    /** Weekly payout day and the cash-out fee (one for the service; per city once cities land). */
    getPayouts: () => get('payouts'),
    updatePayouts: (value: PayoutSettings, by: string) => update('payouts', value, by),
  };
}
