import {
  isDriverAssignedStatus,
  SAFETY_MESSAGES,
  type LatLng,
  type RideStatus,
  type ShareLink,
  type TrackView,
} from '@ridebook/validation';
import { authorizeSharedRide, rideEndedAt } from '../access/index.ts';
import { toApprovedVehicle } from '../approved-vehicles/index.ts';
import { createSecureToken, hashToken } from '../../shared/secure-tokens.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { RideContext } from '../rides/index.ts';
import { estimateDriveSeconds } from '../routing/index.ts';
import { haversineMeters } from '@ridebook/validation/geo';
import { findOwnRideInProgress } from './ride-access.ts';
import { findSharedRide, insertShareLink } from './share-links.repository.ts';

export type ShareLinksService = ReturnType<typeof createShareLinksService>;

/** Where the public site shows a shared trip; `siteUrl` is PUBLIC_SITE_URL (configured, never a request's Host). */
function trackUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/track/${token}`;
}

/**
 * Secret read-only links to a ride (share trip, SOS). The token is 256 random bits shown once; the database keeps
 * only its SHA-256 hash. A link stops working an hour after its ride ends, checked whenever it is read.
 */
export function createShareLinksService(
  context: Pick<RideContext, 'db' | 'clock' | 'locators' | 'eta'>,
  siteUrl: string,
) {
  const { db, clock, locators } = context;

  /** A new link to the ride; returns the token (never stored as such). */
  async function createLink(rideId: string, createdBy: string): Promise<string> {
    const token = createSecureToken();
    await insertShareLink(db, { rideId, createdBy, tokenHash: hashToken(token), createdAt: clock.now() });
    return token;
  }

  function etaSeconds(status: RideStatus, from: LatLng, pickup: LatLng, destination: LatLng): number {
    if (status === 'arrived') return 0;
    const target = status === 'accepted' ? pickup : destination;
    return estimateDriveSeconds(haversineMeters(from, target), context.eta);
  }

  return {
    createLink,

    /** The public site's page of a link (shown in answers and e-mailed alike). */
    urlOf: (token: string): string => trackUrl(siteUrl, token),

    /** POST /api/rides/:id/share: the ride's rider or driver, while a driver is on the ride. */
    async share(user: AuthenticatedUser, rideId: string): Promise<ShareLink> {
      await findOwnRideInProgress(db, user, rideId, 'share.create', SAFETY_MESSAGES.shareNotActive);
      const token = await createLink(rideId, user.id);
      return { url: trackUrl(siteUrl, token), token };
    },

    /** GET /api/track/:token: the public view of the ride; 404 for an unknown, revoked or expired link. */
    async track(token: string): Promise<TrackView> {
      const shared = authorizeSharedRide(await findSharedRide(db, hashToken(token)), clock.now());
      const { ride } = shared;
      const endedAt = rideEndedAt(ride);

      const pickup = { address: ride.pickupAddress, lat: ride.pickupLat, lng: ride.pickupLng };
      const destination = {
        address: ride.destinationAddress,
        lat: ride.destinationLat,
        lng: ride.destinationLng,
      };
      const fix =
        ride.driverId !== null && isDriverAssignedStatus(ride.status)
          ? await locators.forCity(ride.cityId).getPosition(ride.driverId)
          : null;
      return {
        status: ride.status,
        pickup,
        destination,
        route: ride.route,
        driver:
          shared.driverName === null
            ? null
            : {
                firstName: shared.driverName.trim().split(/\s+/)[0] ?? '',
                vehicleModel: shared.vehicleModel ?? '',
                vehiclePlate: shared.vehiclePlate ?? '',
                vehicle: toApprovedVehicle(shared.registration),
                hasPhoto: shared.photoDocumentId !== null,
              },
        position:
          fix === null
            ? null
            : { lat: fix.lat, lng: fix.lng, heading: fix.heading, at: new Date(fix.at).toISOString() },
        etaSeconds: fix === null ? null : etaSeconds(ride.status, fix, pickup, destination),
        updatedAt: ride.updatedAt.toISOString(),
        endedAt: endedAt === null ? null : endedAt.toISOString(),
      };
    },
  };
}
