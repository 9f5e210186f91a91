import { WEEKDAY_NAMES, type Payout, type DriverPayouts } from '@ridebook/validation';

export const PAYOUT_STATUS_LABELS: Record<Payout['status'], string> = {
  pending: 'Sending',
  paid: 'Paid',
  failed: 'Failed: RideBook will retry',
  returned: 'Returned to your balance',
  cancelled: 'Cancelled',
};

export const PAYOUT_STATUS_TONES = {
  pending: 'info',
  paid: 'success',
  failed: 'destructive',
  returned: 'warning',
  cancelled: 'secondary',
} as const satisfies Record<Payout['status'], string>;

export const PAYOUT_KIND_LABELS: Record<Payout['kind'], string> = {
  weekly: 'Weekly payout',
  instant: 'Cash out now',
};

export const ACCOUNT_STATUS_TEXT: Record<DriverPayouts['account']['status'], string> = {
  not_connected: 'Not connected',
  onboarding: 'Setup not finished',
  enabled: 'Ready for payouts',
};

/** "Monday" for ISO weekday 1. */
export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday - 1] ?? 'Monday';

/** "Mon, 30 Nov 2026" of a `YYYY-MM-DD` day (UTC, as the schedule is). */
export function formatPayoutDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
