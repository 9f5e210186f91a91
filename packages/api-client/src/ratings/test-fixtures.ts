import type { ReceivedRatings, RideRatings } from '@ridebook/validation';

/** Test data for the ratings endpoints, valid against the `@ridebook/validation` schemas. */

/** A completed ride's ratings as its rider sees them after rating: the driver has not rated yet. */
export function aRideRatings(overrides: Partial<RideRatings> = {}): RideRatings {
  return {
    byRider: {
      rated: true,
      rating: { stars: 5, comment: 'Smooth ride', createdAt: '2026-03-02T09:40:00.000Z' },
    },
    byDriver: { rated: false, rating: null },
    canRate: false,
    ...overrides,
  };
}

export function aReceivedRatingsPage(overrides: Partial<ReceivedRatings> = {}): ReceivedRatings {
  return {
    data: [
      { stars: 4, comment: 'Knew a shortcut', createdAt: '2026-03-02T09:40:00.000Z' },
      { stars: 5, comment: null, createdAt: '2026-03-01T18:12:00.000Z' },
    ],
    page: { page: 1, pageSize: 20, total: 2, totalPages: 1 },
    summary: { average: 4.5, count: 2 },
    ...overrides,
  };
}
