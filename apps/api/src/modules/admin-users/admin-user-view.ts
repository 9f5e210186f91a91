import type { AdminUser, AdminUserRide } from '@ridebook/validation';
import type { AdminUserRow, findRecentRides } from './admin-users.repository.ts';

/** A user as the admin's lists show it; `driver` only for drivers. */
export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    statusReason: row.statusReason,
    createdAt: row.createdAt.toISOString(),
    rideCount: row.rideCount,
    rating: row.rating,
    ratingCount: row.ratingCount,
    driver:
      row.role === 'driver' && row.approvalStatus !== null
        ? {
            vehicleModel: row.vehicleModel ?? '',
            vehiclePlate: row.vehiclePlate ?? '',
            approvalStatus: row.approvalStatus,
            cityId: row.cityId ?? '',
            approvalReason: row.approvalReason,
            online: row.online,
          }
        : null,
  };
}

type RecentRideRow = Awaited<ReturnType<typeof findRecentRides>>[number];

/** A recent ride on a user's detail: the final fare once completed, the quoted estimate before. */
export function toAdminUserRide(row: RecentRideRow): AdminUserRide {
  return {
    id: row.id,
    status: row.status,
    pickupAddress: row.pickupAddress,
    destinationAddress: row.destinationAddress,
    createdAt: row.createdAt.toISOString(),
    fare: row.finalFare ?? row.fare.estimate,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
  };
}
