// @vitest-environment jsdom
import {
  ERROR_CODES,
  SAFETY_MESSAGES,
  type AdminSosAlert,
  type EmergencyContact,
  type SosAlert,
  type SosResult,
  type TrackView,
} from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { failure, ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { mutateInFreshClient, renderHookWithClient } from '../test/query-support.tsx';
import { acknowledgeSos, useAcknowledgeSos } from './acknowledge-sos.ts';
import { addEmergencyContact, useAddEmergencyContact } from './add-emergency-contact.ts';
import {
  emergencyContactsQueryOptions,
  getEmergencyContacts,
  useEmergencyContacts,
} from './get-emergency-contacts.ts';
import { getSafetyConfig, safetyConfigQueryOptions, useSafetyConfig } from './get-safety-config.ts';
import { getSosAlerts, sosAlertsQueryOptions, useSosAlerts } from './get-sos-alerts.ts';
import {
  TRACK_VIEW_REFRESH_MS,
  getTrackView,
  trackViewQueryOptions,
  useTrackView,
} from './get-track-view.ts';
import { raiseSos, useRaiseSos } from './raise-sos.ts';
import { removeEmergencyContact, useRemoveEmergencyContact } from './remove-emergency-contact.ts';
import { resolveSos, useResolveSos } from './resolve-sos.ts';
import { shareLocation, useShareLocation } from './share-location.ts';
import { shareRide, useShareRide } from './share-ride.ts';
import { updateEmergencyContact, useUpdateEmergencyContact } from './update-emergency-contact.ts';

const contact: EmergencyContact = {
  id: 'contact-1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: null,
  relationship: 'Sister',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};
const view: TrackView = {
  status: 'in_transit',
  pickup: { address: 'Ferry Building, San Francisco', lat: 37.7955, lng: -122.3937 },
  destination: { address: 'San Francisco City Hall', lat: 37.7793, lng: -122.4193 },
  route: [
    [37.7955, -122.3937],
    [37.7793, -122.4193],
  ],
  driver: {
    firstName: 'Dana',
    vehicleModel: 'Toyota Prius',
    vehiclePlate: 'RB-2048',
    vehicle: null,
    hasPhoto: false,
  },
  position: { lat: 37.79, lng: -122.4, heading: null, at: '2026-01-02T03:10:00.000Z' },
  etaSeconds: 240,
  updatedAt: '2026-01-02T03:05:00.000Z',
  endedAt: null,
};
const sosAlert: SosAlert = {
  id: 'alert-1',
  rideId: 'ride-1',
  role: 'rider',
  status: 'open',
  position: { lat: 37.79, lng: -122.4 },
  message: null,
  actions: { positionSource: 'device', shareLinkCreated: true, contacts: [], contactsNotified: 0 },
  createdAt: '2026-01-02T03:04:05.000Z',
  acknowledgedAt: null,
  resolvedAt: null,
  resolution: null,
};
const alert: AdminSosAlert = {
  ...sosAlert,
  user: { id: 'rider-1', name: 'Ada Rider', phone: '+1 555 010 0001' },
  acknowledgedBy: null,
  resolvedBy: null,
};
const sos: SosResult = {
  alert: sosAlert,
  alreadyRaised: false,
  contactsNotified: 1,
  shareUrl: '/track/abc',
  policeNumber: '911',
};
const api = fakeApiForEachTest();

/** Fills the safety keys (and one other), so a test can see which ones a mutation invalidated. */
function seed(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.safety.contacts(), [contact]);
  queryClient.setQueryData(queryKeys.safety.sosAlerts({ status: 'open' }), { data: [alert] });
  queryClient.setQueryData(queryKeys.safety.config(), { policeNumber: '911' });
  queryClient.setQueryData(queryKeys.user.me(), { id: 'rider-1' });
  return (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
}

describe('emergency contacts', () => {
  it('lists them from /user/me/emergency-contacts under safety.contacts', async () => {
    api.responders['GET /user/me/emergency-contacts'] = ok([contact]);
    await expect(getEmergencyContacts()).resolves.toEqual([contact]);
    expect(emergencyContactsQueryOptions().queryKey).toEqual(queryKeys.safety.contacts());
    const { result } = renderHookWithClient(useEmergencyContacts);
    await waitFor(() => expect(result.current.data).toEqual([contact]));
  });

  it('adds one, and rejects with the API’s code after the fifth', async () => {
    const input = { name: 'Grace Hopper', email: 'grace@example.com', relationship: 'Sister' };
    api.responders['POST /user/me/emergency-contacts'] = { status: 201, body: { data: contact } };
    await expect(addEmergencyContact(input)).resolves.toEqual(contact);
    expect(api.bodyOf('POST')).toEqual(input);

    const limit = { message: SAFETY_MESSAGES.contactLimit, code: ERROR_CODES.EMERGENCY_CONTACT_LIMIT };
    api.responders['POST /user/me/emergency-contacts'] = failure(409, limit);
    const rejection = addEmergencyContact(input);
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({ status: 409, code: ERROR_CODES.EMERGENCY_CONTACT_LIMIT });
  });

  it('changes and removes one by id, escaping it in the path', async () => {
    api.responders['PATCH /user/me/emergency-contacts/a%2Fb'] = {
      status: 200,
      body: { data: { ...contact, phone: '+1 555 010 0002' } },
    };
    await expect(updateEmergencyContact('a/b', { phone: '+1 555 010 0002' })).resolves.toMatchObject({
      phone: '+1 555 010 0002',
    });
    expect(api.bodyOf('PATCH')).toEqual({ phone: '+1 555 010 0002' });

    api.responders['DELETE /user/me/emergency-contacts/contact-1'] = {
      status: 200,
      body: { message: SAFETY_MESSAGES.contactRemoved },
    };
    await expect(removeEmergencyContact('contact-1')).resolves.toBe(SAFETY_MESSAGES.contactRemoved);
  });

  it('invalidates safety.contacts only after each change, then calls onSuccess', async () => {
    api.responders['POST /user/me/emergency-contacts'] = { status: 201, body: { data: contact } };
    api.responders['PATCH /user/me/emergency-contacts/contact-1'] = ok(contact);
    api.responders['DELETE /user/me/emergency-contacts/contact-1'] = {
      status: 200,
      body: { message: SAFETY_MESSAGES.contactRemoved },
    };
    const onSuccess = vi.fn();
    const contactInput = { name: 'Grace Hopper', email: 'grace@example.com' };
    const update = { contactId: 'contact-1', name: 'Grace' };
    const mutations = [
      () => mutateInFreshClient(() => useAddEmergencyContact({ onSuccess }), contactInput, seed),
      () => mutateInFreshClient(() => useUpdateEmergencyContact({ onSuccess }), update, seed),
      () => mutateInFreshClient(() => useRemoveEmergencyContact({ onSuccess }), 'contact-1', seed),
    ];
    for (const mutate of mutations) {
      const queryClient = await mutate();
      const isInvalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
      expect(isInvalidated(queryKeys.safety.contacts())).toBe(true);
      expect(isInvalidated(queryKeys.user.me())).toBe(false);
      expect(isInvalidated(queryKeys.safety.config())).toBe(false);
    }
    expect(onSuccess).toHaveBeenCalledTimes(3);
  });
});

describe('sharing a ride and SOS', () => {
  it('asks /rides/:id/share for a new link', async () => {
    api.responders['POST /rides/ride-1/share'] = {
      status: 200,
      body: { data: { url: '/track/abc', token: 'abc' } },
    };
    await expect(shareRide('ride-1')).resolves.toEqual({ url: '/track/abc', token: 'abc' });
    const { result, queryClient } = renderHookWithClient(() => useShareRide());
    await act(() => result.current.mutateAsync('ride-1'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('raises SOS with the position and message, or with an empty body', async () => {
    api.responders['POST /rides/ride-1/sos'] = { status: 201, body: { data: sos } };
    await expect(raiseSos('ride-1')).resolves.toEqual(sos);
    expect(api.bodyOf('POST')).toEqual({});
    const { result } = renderHookWithClient(() => useRaiseSos());
    await act(() =>
      result.current.mutateAsync({
        rideId: 'ride-1',
        position: { lat: 37.79, lng: -122.4 },
        message: 'Help',
      }),
    );
    expect(api.bodyOf('POST', 1)).toEqual({ position: { lat: 37.79, lng: -122.4 }, message: 'Help' });
  });

  it('rejects an SOS outside an active ride with the API’s message', async () => {
    const error = { message: SAFETY_MESSAGES.sosNotActive, code: ERROR_CODES.RIDE_NOT_IN_PROGRESS };
    api.responders['POST /rides/ride-1/sos'] = { status: 409, body: error };
    await expect(raiseSos('ride-1')).rejects.toMatchObject({
      status: 409,
      message: SAFETY_MESSAGES.sosNotActive,
    });
  });

  it('shares the live location through /rides/:id/share-location', async () => {
    api.responders['POST /rides/ride-1/share-location'] = {
      status: 200,
      body: { data: { contactsNotified: 2, shareUrl: '/track/x' } },
    };
    await expect(shareLocation('ride-1')).resolves.toEqual({ contactsNotified: 2, shareUrl: '/track/x' });
    const { result } = renderHookWithClient(() => useShareLocation());
    await expect(act(() => result.current.mutateAsync('ride-1'))).resolves.toEqual({
      contactsNotified: 2,
      shareUrl: '/track/x',
    });
  });

  it('reads the police number once, as safety.config', async () => {
    api.responders['GET /safety/config'] = ok({ policeNumber: '112' });
    await expect(getSafetyConfig()).resolves.toEqual({ policeNumber: '112' });
    expect(safetyConfigQueryOptions().queryKey).toEqual(queryKeys.safety.config());
    expect(safetyConfigQueryOptions().staleTime).toBe(Infinity);
    const { result } = renderHookWithClient(useSafetyConfig);
    await waitFor(() => expect(result.current.data).toEqual({ policeNumber: '112' }));
  });
});

describe('the shared trip view', () => {
  it('gets /track/:token under safety.track(token)', async () => {
    api.responders['GET /track/abc'] = ok(view);
    await expect(getTrackView('abc')).resolves.toEqual(view);
    const { result, queryClient } = renderHookWithClient(() => useTrackView('abc'));
    await waitFor(() => expect(result.current.data).toEqual(view));
    expect(queryClient.getQueryData(queryKeys.safety.track('abc'))).toEqual(view);
  });

  it('refreshes while the ride goes on, and stops once it ended or the link is dead', () => {
    const interval = trackViewQueryOptions('abc').refetchInterval as (query: unknown) => number | false;
    expect(interval({ state: { status: 'success', data: view } })).toBe(TRACK_VIEW_REFRESH_MS);
    const ended = { ...view, status: 'completed', endedAt: '2026-01-02T03:20:00.000Z' };
    expect(interval({ state: { status: 'success', data: ended } })).toBe(false);
    expect(interval({ state: { status: 'error', data: undefined } })).toBe(false);
  });

  it('rejects a dead link with TRIP_LINK_INVALID', async () => {
    api.responders['GET /track/gone'] = failure(404, {
      message: SAFETY_MESSAGES.trackLinkInvalid,
      code: ERROR_CODES.TRIP_LINK_INVALID,
    });
    await expect(getTrackView('gone')).rejects.toMatchObject({
      status: 404,
      code: ERROR_CODES.TRIP_LINK_INVALID,
    });
  });
});

describe('admin SOS', () => {
  const page = { data: [alert], page: { page: 1, pageSize: 20, total: 1, totalPages: 1 } };

  it('lists alerts with the filter and page in the query string', async () => {
    api.responders['GET /admin/sos'] = { status: 200, body: page };
    await expect(getSosAlerts({ status: 'open', page: 2 })).resolves.toEqual(page);
    expect(api.lastParams('GET /admin/sos')).toEqual({ status: 'open', page: '2' });
    expect(sosAlertsQueryOptions({ status: 'open' }).queryKey).toEqual(
      queryKeys.safety.sosAlerts({ status: 'open' }),
    );
    const { result } = renderHookWithClient(() => useSosAlerts());
    await waitFor(() => expect(result.current.data).toEqual(page));
  });

  it('acknowledges and resolves, invalidating every SOS list', async () => {
    const acknowledged = { ...alert, status: 'acknowledged' as const };
    const resolved = { ...alert, status: 'resolved' as const, resolution: 'Called the rider' };
    api.responders['POST /admin/sos/alert-1/acknowledge'] = ok(acknowledged);
    api.responders['POST /admin/sos/alert-1/resolve'] = ok(resolved);
    await expect(acknowledgeSos('alert-1')).resolves.toEqual(acknowledged);
    await expect(resolveSos('alert-1', { resolution: 'Called the rider' })).resolves.toEqual(resolved);
    expect(api.bodyOf('POST', 1)).toEqual({ resolution: 'Called the rider' });

    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => ({
      acknowledge: useAcknowledgeSos({ onSuccess }),
      resolve: useResolveSos({ onSuccess }),
    }));
    const isInvalidated = seed(queryClient);
    await act(() => result.current.acknowledge.mutateAsync('alert-1'));
    expect(isInvalidated(queryKeys.safety.sosAlerts({ status: 'open' }))).toBe(true);
    expect(isInvalidated(queryKeys.safety.contacts())).toBe(false);
    await act(() =>
      result.current.resolve.mutateAsync({ alertId: 'alert-1', resolution: 'Called the rider' }),
    );
    expect(onSuccess).toHaveBeenCalledTimes(2);
  });

  it('rejects a step the alert’s status does not allow', async () => {
    api.responders['POST /admin/sos/alert-1/acknowledge'] = failure(409, {
      message: SAFETY_MESSAGES.sosNotOpen,
      code: ERROR_CODES.SOS_STATUS_CONFLICT,
    });
    await expect(acknowledgeSos('alert-1')).rejects.toMatchObject({
      status: 409,
      code: ERROR_CODES.SOS_STATUS_CONFLICT,
    });
  });
});
