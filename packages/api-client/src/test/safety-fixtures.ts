import { sosResultSchema, type SosAlert, type SosResult } from '@ridebook/validation';
import { PICKUP, RIDE_ID } from './ride-fixtures.ts';

export type SosResultOptions = {
  contactsNotified?: number;
  role?: SosAlert['role'];
  shareUrl?: string | null;
  policeNumber?: string;
};

/**
 * What POST /rides/:id/sos answers for the demo ride: a new open alert at the pickup, with a live link made and
 * `contactsNotified` contacts told. A rider's alert takes the driver's position, a driver's their device's.
 */
export function anSosResult({
  contactsNotified = 1,
  role = 'rider',
  shareUrl = '/track/token-1',
  policeNumber = '911',
}: SosResultOptions = {}): SosResult {
  return sosResultSchema.parse({
    alert: {
      id: 'alert-1',
      rideId: RIDE_ID,
      role,
      status: 'open',
      position: { lat: PICKUP.lat, lng: PICKUP.lng },
      message: null,
      actions: {
        positionSource: role === 'driver' ? 'device' : 'driver',
        shareLinkCreated: shareUrl !== null,
        contacts: [],
        contactsNotified,
      },
      createdAt: '2026-03-02T09:02:00.000Z',
      acknowledgedAt: null,
      resolvedAt: null,
      resolution: null,
    },
    alreadyRaised: false,
    contactsNotified,
    shareUrl,
    policeNumber,
  });
}
