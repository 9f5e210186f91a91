import type { AdminRideRow, DriverRideRow, RideListTotals, RiderRideRow } from '@ridebook/validation';
import type { RideListRow, RideListTotalsRow } from './ride-list.repository.ts';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The columns every ride list shows, whoever reads it. */
function toListRow(row: RideListRow) {
  return {
    id: row.id,
    status: row.status,
    pickupAddress: row.pickupAddress,
    destinationAddress: row.destinationAddress,
    createdAt: row.createdAt.toISOString(),
    scheduledAt: iso(row.scheduledAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    distanceMeters: row.distanceMeters,
    durationSeconds: row.durationSeconds,
    fare: { amount: row.fareAmount, currency: row.currency, isFinal: row.finalFare !== null },
    paymentMethod: row.paymentMethod,
  };
}

export function toRiderRideRow(row: RideListRow): RiderRideRow {
  return { ...toListRow(row), driverName: row.driver?.name ?? null };
}

export function toDriverRideRow(row: RideListRow): DriverRideRow {
  return { ...toListRow(row), riderName: row.rider.name };
}

export function toAdminRideRow(row: RideListRow): AdminRideRow {
  return { ...toListRow(row), rider: row.rider, driver: row.driver };
}

export function toRideListTotals(rows: RideListTotalsRow[]): RideListTotals {
  return {
    rides: rows.reduce((sum, row) => sum + row.rides, 0),
    completed: rows.reduce((sum, row) => sum + row.completed, 0),
    completedFares: rows
      .filter((row) => row.completed > 0)
      .map((row) => ({ currency: row.currency, amount: row.completedFare })),
  };
}
