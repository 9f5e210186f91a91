import type { DriverEarnings } from '@ridebook/validation';

/**
 * What the driver earned over the range, as the API sums it from the ledger (the dashboard's "Today's earnings" is
 * the same sum): their share of fares and fees, tips, less their part of refunds.
 */
export function totalEarnings({ totals }: Pick<DriverEarnings, 'totals'>): number {
  return totals.earnings;
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
