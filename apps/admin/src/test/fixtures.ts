import { aCity } from '@ridebook/api-client/testing';
import type { AdminSosAlert, AdminUser, City, CurrentUser } from '@ridebook/validation';

export const anAdmin: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Avery Admin',
  email: 'admin@ridebook.demo',
  phone: '+1 (555) 010-0100',
  role: 'admin',
  status: 'active',
  createdAt: '2025-01-31T09:30:00.000Z',
  driver: null,
};

/** A row of the admin's lists: a rider unless overridden. */
export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Riley Rider',
    email: 'riley@example.com',
    phone: '+1 (555) 010-0777',
    role: 'rider',
    status: 'active',
    statusReason: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    rideCount: 4,
    rating: 4.8,
    ratingCount: 3,
    driver: null,
    ...overrides,
  };
}

/** A driver awaiting approval. */
export function aPendingDriver(overrides: Partial<AdminUser> = {}): AdminUser {
  return anAdminUser({
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Dana Driver',
    email: 'dana@example.com',
    role: 'driver',
    driver: {
      vehicleModel: 'Kia Niro',
      vehiclePlate: 'KN-4521',
      approvalStatus: 'pending',
      approvalReason: null,
      online: false,
    },
    ...overrides,
  });
}

export function anSosAlert(overrides: Partial<AdminSosAlert> = {}): AdminSosAlert {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    rideId: '00000000-0000-4000-8000-0000000000b1',
    role: 'rider',
    status: 'open',
    position: { lat: 37.7955, lng: -122.3937 },
    message: 'The driver is not following the route',
    actions: { positionSource: 'device', shareLinkCreated: true, contacts: [], contactsNotified: 0 },
    createdAt: '2026-11-21T10:00:00.000Z',
    acknowledgedAt: null,
    resolvedAt: null,
    resolution: null,
    user: { id: '00000000-0000-4000-8000-000000000002', name: 'Riley Rider', phone: '+1 (555) 010-0777' },
    acknowledgedBy: null,
    resolvedBy: null,
    ...overrides,
  };
}

/** A served city as GET /cities gives it: San Francisco unless overridden (the shared fixture). */
export { aCity };

/** London, the second city of the tests. */
export const LONDON_ID = '5f000000-0000-4000-8000-000000000002';
export const aLondon = (): City =>
  aCity({
    id: LONDON_ID,
    slug: 'london',
    name: 'London',
    timeZone: 'Europe/London',
    currency: 'GBP',
    locale: 'en-GB',
    center: { lat: 51.5, lng: -0.1 },
  });
