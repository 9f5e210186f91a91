/** Limits of tips and earnings reports. Money is in minor units (cents). */
export const MONEY_LIMITS = {
  tipMin: 100,
  tipMax: 10_000,
  /** Earnings reports cover at most this many days (a year of daily buckets). */
  rangeMaxDays: 366,
  /** Without `from`, earnings cover the last 7 days, today included. */
  defaultRangeDays: 7,
  /**
   * Without `from`, earnings grouped by day cover the last 7 days, by week the last 12 weeks, by month the last 12
   * months, each ending with the period that holds `to` (local periods of the driver's time zone).
   */
  defaultPeriods: { day: 7, week: 12, month: 12 },
} as const;

/** Messages of tips, receipts and earnings, in the seed's style. */
export const MONEY_MESSAGES = {
  tipOutOfRange: 'Choose a tip between $1 and $100',
  tipBeforeCompletion: 'You can tip only after the ride is completed',
  alreadyTipped: 'You have already tipped for this ride',
  receiptUnavailable: 'A receipt is available once the ride is completed, or cancelled with a fee',
  groupByInvalid: 'Group by day, week or month',
  dateRangeTooLong: 'Choose a range of at most one year',
} as const;
