import type { DriverEarnings } from '@ridebook/validation';

/** What the driver earned over the range: their share of fares and fees, plus tips (all of each tip). */
export function totalEarnings({ totals }: Pick<DriverEarnings, 'totals'>): number {
  return totals.fares + totals.tips + totals.cancellationFees;
}

export function totalRides({ series }: Pick<DriverEarnings, 'series'>): number {
  return series.reduce((sum, bucket) => sum + bucket.rides, 0);
}

/** The cash debt (decision 008): RideBook's share of the cash fares the driver holds, owed now whatever the period. */
export function cashDebtDetail({ cashDebt = 0 }: Pick<DriverEarnings, 'cashDebt'>): string {
  return cashDebt > 0
    ? "RideBook's share of the cash fares you hold: you owe this now, whatever the period"
    : 'You owe RideBook nothing from cash fares';
}
