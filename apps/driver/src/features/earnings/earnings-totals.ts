import type { DriverEarnings } from '@ridebook/validation';

/** What the driver earned over the range: their share of fares and fees, plus tips (all of each tip). */
export function totalEarnings({ totals }: Pick<DriverEarnings, 'totals'>): number {
  return totals.fares + totals.tips + totals.cancellationFees;
}

export function totalRides({ series }: Pick<DriverEarnings, 'series'>): number {
  return series.reduce((sum, bucket) => sum + bucket.rides, 0);
}
