import type { AuditEntry } from '@ridebook/validation';

type SettingsChange = { before?: Record<string, unknown>; after?: Record<string, unknown> };

/** A settings change as "perKm 110 → 150"; other details as their keys and values. */
export function describeAuditDetails(entry: AuditEntry): string {
  const { before, after } = entry.details as SettingsChange;
  if (before && after) {
    return Object.keys(after)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => `${key} ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`)
      .join('; ');
  }
  return Object.entries(entry.details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}
