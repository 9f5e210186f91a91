import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { approvedRegistration } from '../approved-vehicles/index.ts';
import { driverProfiles, rideShareLinks, rides, users } from '../../db/schema.ts';

export async function insertShareLink(
  db: Database,
  values: { rideId: string; createdBy: string; tokenHash: string; createdAt: Date },
): Promise<void> {
  await db.insert(rideShareLinks).values(values);
}

/**
 * The ride behind a link, with only what the public view may show of it: no rider, and of the driver only the
 * name (cut to the first name by the caller) and the vehicle.
 */
export async function findSharedRide(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      revokedAt: rideShareLinks.revokedAt,
      ride: {
        status: rides.status,
        driverId: rides.driverId,
        cityId: rides.cityId,
        pickupAddress: rides.pickupAddress,
        pickupLat: rides.pickupLat,
        pickupLng: rides.pickupLng,
        destinationAddress: rides.destinationAddress,
        destinationLat: rides.destinationLat,
        destinationLng: rides.destinationLng,
        route: rides.route,
        updatedAt: rides.updatedAt,
        completedAt: rides.completedAt,
        cancelledAt: rides.cancelledAt,
      },
      driverName: users.name,
      vehicleModel: driverProfiles.vehicleModel,
      vehiclePlate: driverProfiles.vehiclePlate,
      registration: approvedRegistration(rides.driverId),
      photoDocumentId: driverProfiles.photoDocumentId,
    })
    .from(rideShareLinks)
    .innerJoin(rides, eq(rides.id, rideShareLinks.rideId))
    .leftJoin(users, eq(users.id, rides.driverId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, rides.driverId))
    .where(eq(rideShareLinks.tokenHash, tokenHash));
  return row;
}
