import { describe, expect, it } from 'vitest';
import { QUERY_TAGS, queryKeys } from './query-keys.ts';

describe('queryKeys', () => {
  it("roots every key at one of the seed's cache tags", () => {
    expect(Object.values(QUERY_TAGS)).toEqual([
      'USER',
      'RIDE',
      'DRIVER',
      'PLACES',
      'SETTINGS',
      'SAFETY',
      'ANALYTICS',
      'AUDIT',
      'PAYMENTS',
      'MAIL',
      'DOCUMENTS',
      'SYSTEM',
    ]);
    expect(queryKeys.user.all()).toEqual(['USER']);
    expect(queryKeys.user.me()).toEqual(['USER', 'me']);
    expect(queryKeys.ride.all()).toEqual(['RIDE']);
    expect(queryKeys.driver.all()).toEqual(['DRIVER']);
    expect(queryKeys.places.all()).toEqual(['PLACES']);
    expect(queryKeys.settings.all()).toEqual(['SETTINGS']);
    expect(queryKeys.safety.all()).toEqual(['SAFETY']);
    expect(queryKeys.analytics.all()).toEqual(['ANALYTICS']);
    expect(queryKeys.audit.all()).toEqual(['AUDIT']);
    expect(queryKeys.payments.all()).toEqual(['PAYMENTS']);
    expect(queryKeys.system.status()).toEqual(['SYSTEM', 'status']);
  });

  it('keys the admin analytics by every parameter, an absent one as null', () => {
    const range = { from: '2026-03-01', to: '2026-03-31', timeZone: 'Europe/Paris' };
    const none = { from: null, to: null, days: null, timeZone: null, cityId: null };
    expect(queryKeys.analytics.overview()).toEqual(['ANALYTICS', 'overview', none]);
    expect(queryKeys.analytics.overview(range)).toEqual(['ANALYTICS', 'overview', { ...none, ...range }]);
    expect(queryKeys.analytics.timeseries({ ...range, groupBy: 'week' })).toEqual([
      'ANALYTICS',
      'timeseries',
      { ...none, ...range, groupBy: 'week' },
    ]);
    expect(queryKeys.analytics.heatmap({ resolution: 9 })).toEqual([
      'ANALYTICS',
      'heatmap',
      { ...none, resolution: 9 },
    ]);
    expect(queryKeys.analytics.drivers({ to: '2026-03-31', page: 2, sort: 'earnings' })).toEqual([
      'ANALYTICS',
      'drivers',
      { ...none, to: '2026-03-31', page: 2, pageSize: null, sort: 'earnings', order: null },
    ]);
  });

  it('keys two periods or two cities of the analytics apart, so one never shows the cache of the other', () => {
    const london = '5f000000-0000-4000-8000-000000000002';
    expect(queryKeys.analytics.overview({ days: 7 })).not.toEqual(queryKeys.analytics.overview({ days: 30 }));
    expect(queryKeys.analytics.overview({ days: 7, cityId: london })).not.toEqual(
      queryKeys.analytics.overview({ days: 7 }),
    );
    expect(queryKeys.analytics.timeseries({ days: 7, cityId: london, groupBy: 'day' })).toEqual([
      'ANALYTICS',
      'timeseries',
      { from: null, to: null, days: 7, timeZone: null, cityId: london, groupBy: 'day' },
    ]);
    expect(queryKeys.analytics.heatmap({ cityId: london })[2]).toMatchObject({ cityId: london });
    expect(queryKeys.analytics.drivers({ cityId: london })[2]).toMatchObject({ cityId: london });
  });

  it('builds the ride keys under RIDE, with the cancellation preview below its ride', () => {
    expect(queryKeys.ride.active()).toEqual(['RIDE', 'active']);
    expect(queryKeys.ride.detail('ride-1')).toEqual(['RIDE', 'detail', 'ride-1']);
    expect(queryKeys.ride.cancellation('ride-1')).toEqual(['RIDE', 'detail', 'ride-1', 'cancellation']);
  });

  it('keys a ride’s ratings below the ride, and the ratings received by page under USER', () => {
    expect(queryKeys.ride.ratings('ride-1')).toEqual(['RIDE', 'detail', 'ride-1', 'ratings']);
    expect(queryKeys.user.receivedRatings()).toEqual(['USER', 'ratings', { page: null, pageSize: null }]);
    expect(queryKeys.user.receivedRatings({ page: 2, pageSize: 10 })).toEqual([
      'USER',
      'ratings',
      { page: 2, pageSize: 10 },
    ]);
  });

  it('builds the driver keys under DRIVER', () => {
    expect(queryKeys.driver.availability()).toEqual(['DRIVER', 'availability']);
    expect(queryKeys.driver.offers()).toEqual(['DRIVER', 'offers']);
    expect(queryKeys.driver.requests()).toEqual(['DRIVER', 'requests']);
  });

  it('builds the money keys: receipts below their ride, earnings below one DRIVER key', () => {
    expect(queryKeys.ride.receipt('ride-1')).toEqual(['RIDE', 'detail', 'ride-1', 'receipt']);
    expect(queryKeys.ride.riderSummary()).toEqual(['RIDE', 'rider-summary']);
    expect(queryKeys.driver.summary()).toEqual(['DRIVER', 'summary']);
    expect(queryKeys.driver.earningsAll()).toEqual(['DRIVER', 'earnings']);
    expect(queryKeys.driver.earnings()).toEqual([
      'DRIVER',
      'earnings',
      'totals',
      { from: null, to: null, groupBy: null },
    ]);
    expect(queryKeys.driver.earningRides({ page: 2, from: '2026-03-01' })).toEqual([
      'DRIVER',
      'earnings',
      'rides',
      { page: 2, pageSize: null, from: '2026-03-01', to: null },
    ]);
  });

  it('keys place searches by query, point and limit only', () => {
    expect(queryKeys.places.search('airport')).toEqual([
      'PLACES',
      'search',
      { q: 'airport', near: null, limit: null },
    ]);
    const fix = { lat: 40.7, lng: -74, accuracy: 12, heading: 90 };
    expect(queryKeys.places.search('airport', fix, 5)).toEqual([
      'PLACES',
      'search',
      { q: 'airport', near: { lat: 40.7, lng: -74 }, limit: 5 },
    ]);
    expect(queryKeys.places.reverse(fix)).toEqual(['PLACES', 'reverse', { lat: 40.7, lng: -74 }]);
    expect(queryKeys.places.serviceArea()).toEqual(['PLACES', 'service-area']);
  });

  it('builds the safety keys under SAFETY, with every SOS list below one key', () => {
    expect(queryKeys.safety.config()).toEqual(['SAFETY', 'config']);
    expect(queryKeys.safety.contacts()).toEqual(['SAFETY', 'contacts']);
    expect(queryKeys.safety.track('abc')).toEqual(['SAFETY', 'track', 'abc']);
    expect(queryKeys.safety.sos()).toEqual(['SAFETY', 'sos']);
    expect(queryKeys.safety.sosAlerts()).toEqual([
      'SAFETY',
      'sos',
      { status: null, page: null, pageSize: null },
    ]);
    expect(queryKeys.safety.sosAlerts({ status: 'open', page: 2, pageSize: 10 })).toEqual([
      'SAFETY',
      'sos',
      { status: 'open', page: 2, pageSize: 10 },
    ]);
  });

  it('builds the admin settings keys under SETTINGS', () => {
    expect(queryKeys.settings.pricing()).toEqual(['SETTINGS', 'pricing']);
    expect(queryKeys.settings.dispatch()).toEqual(['SETTINGS', 'dispatch']);
    expect(queryKeys.settings.pricing('c1')).toEqual(['SETTINGS', 'pricing', 'c1']);
    expect(queryKeys.settings.dispatch('c1')).toEqual(['SETTINGS', 'dispatch', 'c1']);
    expect(queryKeys.settings.cities()).toEqual(['SETTINGS', 'cities']);
  });

  it("keys the document queue by state, city and page (another city's queue is another query)", () => {
    expect(queryKeys.documents.queue({ state: 'rejected', cityId: 'c1' })).toEqual([
      'DOCUMENTS',
      'queue',
      { state: 'rejected', cityId: 'c1', page: null, pageSize: null },
    ]);
    expect(queryKeys.documents.queue({ cityId: 'c1' })).not.toEqual(
      queryKeys.documents.queue({ cityId: 'c2' }),
    );
  });

  it('keys the admin lists of accounts below USER admin, by scope and every parameter', () => {
    const none = {
      page: null,
      pageSize: null,
      sort: null,
      order: null,
      q: null,
      status: null,
      role: null,
      approval: null,
      online: null,
    };
    expect(queryKeys.user.admin()).toEqual(['USER', 'admin']);
    expect(queryKeys.user.adminList('users')).toEqual(['USER', 'admin', 'list', 'users', none]);
    expect(queryKeys.user.adminList('drivers', { approval: 'pending', online: false, page: 2 })).toEqual([
      'USER',
      'admin',
      'list',
      'drivers',
      { ...none, approval: 'pending', online: false, page: 2 },
    ]);
    expect(queryKeys.user.adminDetail('user-1')).toEqual(['USER', 'admin', 'detail', 'user-1']);
  });

  it('keys the audit log under AUDIT by every filter', () => {
    expect(queryKeys.audit.log({ action: 'user.block', from: '2026-01-01' })).toEqual([
      'AUDIT',
      'log',
      {
        page: null,
        pageSize: null,
        action: 'user.block',
        actorId: null,
        targetType: null,
        targetId: null,
        from: '2026-01-01',
        to: null,
      },
    ]);
  });

  it('keys the outbox under MAIL by page and address', () => {
    expect(queryKeys.mail.all()).toEqual(['MAIL']);
    expect(queryKeys.mail.list({ to: 'ada@example.com' })).toEqual([
      'MAIL',
      'list',
      { page: null, pageSize: null, to: 'ada@example.com' },
    ]);
  });
});
