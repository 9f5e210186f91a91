// @vitest-environment jsdom
import { ERROR_CODES, MESSAGES, RIDE_MESSAGES, type Ride, type RideOffer } from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { anAvailability, anOnlineAvailability, anOffer, anOpenRequest } from '../test/driver-fixtures.ts';
import { failure, ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { aRequestedRide, anAcceptedRide } from '../test/ride-fixtures.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import { acceptRide, isRideAlreadyTakenError, useAcceptRide } from './accept-ride.ts';
import { advanceRide, useAdvanceRide } from './advance-ride.ts';
import { confirmCashCollected, useConfirmCashCollected } from './confirm-cash-collected.ts';
import { declineRide, useDeclineRide } from './decline-ride.ts';
import { availabilityQueryOptions, getAvailability, useAvailability } from './get-availability.ts';
import { getOffers, offersQueryOptions, useOffers } from './get-offers.ts';
import { getOpenRequests, openRequestsQueryOptions, useOpenRequests } from './get-open-requests.ts';
import { sendPosition, useSendPosition } from './send-position.ts';
import { setAvailability, useSetAvailability } from './set-availability.ts';

const accepted = anAcceptedRide();
const online = anOnlineAvailability();
const offer = anOffer();
const otherOffer = anOffer({ id: 'offer-2', rideId: 'ride-2' });
const position = { lat: 37.7955, lng: -122.3937, accuracy: 8, heading: 90, speed: 3 };
const taken = { message: RIDE_MESSAGES.rideAlreadyTaken, code: ERROR_CODES.RIDE_ALREADY_TAKEN };
const api = fakeApiForEachTest();

/** Fills every driver and ride key, so a test can see which ones a mutation invalidated. */
function seed(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.ride.active(), null);
  queryClient.setQueryData(queryKeys.ride.detail(accepted.id), aRequestedRide());
  queryClient.setQueryData(queryKeys.driver.availability(), online);
  queryClient.setQueryData(queryKeys.driver.offers(), [offer, otherOffer]);
  queryClient.setQueryData(queryKeys.driver.requests(), [anOpenRequest()]);
  queryClient.setQueryData(queryKeys.user.me(), { id: 'driver-1' });
  return (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
}

describe('availability', () => {
  it('gets /driver/availability', async () => {
    api.responders['GET /driver/availability'] = ok(online);
    await expect(getAvailability()).resolves.toEqual(online);
    expect(availabilityQueryOptions().queryKey).toEqual(queryKeys.driver.availability());
  });

  it('puts the new availability to /driver/availability and returns it', async () => {
    api.responders['PUT /driver/availability'] = ok(online);
    const input = { online: true, position };

    await expect(setAvailability(input)).resolves.toEqual(online);
    expect(api.bodyOf('PUT')).toEqual(input);
  });

  it('rejects with the API’s reason when the driver may not go online', async () => {
    api.responders['PUT /driver/availability'] = failure(403, {
      message: RIDE_MESSAGES.driverNotApproved,
      code: ERROR_CODES.DRIVER_NOT_APPROVED,
    });

    const rejection = setAvailability({ online: true, position });
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({ status: 403, message: RIDE_MESSAGES.driverNotApproved });
  });

  it('useSetAvailability stores the answer without a refetch and invalidates offers and requests', async () => {
    const offline = anAvailability();
    api.responders['PUT /driver/availability'] = ok(offline);
    api.responders['GET /driver/availability'] = ok(online);
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => ({
      availability: useAvailability(),
      setAvailability: useSetAvailability({ onSuccess }),
    }));
    await waitFor(() => expect(result.current.availability.data).toEqual(online));
    const isInvalidated = seed(queryClient);
    queryClient.setQueryData(queryKeys.driver.availability(), online);

    await act(() => result.current.setAvailability.mutateAsync({ online: false }));

    await waitFor(() => expect(result.current.availability.data).toEqual(offline));
    expect(isInvalidated(queryKeys.driver.availability())).toBe(false);
    expect(isInvalidated(queryKeys.driver.offers())).toBe(true);
    expect(isInvalidated(queryKeys.driver.requests())).toBe(true);
    expect(api.requests.filter(({ method }) => method === 'GET')).toHaveLength(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});

describe('sendPosition', () => {
  it('posts the fix to /driver/position (204)', async () => {
    api.responders['POST /driver/position'] = { status: 204 };

    await expect(sendPosition(position)).resolves.toBeUndefined();
    expect(api.bodyOf('POST')).toEqual(position);
  });

  it('sends through useSendPosition without caching anything', async () => {
    api.responders['POST /driver/position'] = { status: 204 };
    const { result, queryClient } = renderHookWithClient(() => useSendPosition());
    await act(() => result.current.mutateAsync(position));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('offers and open requests', () => {
  it('gets /driver/offers', async () => {
    api.responders['GET /driver/offers'] = ok([offer]);
    await expect(getOffers()).resolves.toEqual([offer]);
    expect(offersQueryOptions().queryKey).toEqual(queryKeys.driver.offers());
    const { result } = renderHookWithClient(useOffers);
    await waitFor(() => expect(result.current.data).toEqual([offer]));
  });

  it('gets /driver/requests', async () => {
    api.responders['GET /driver/requests'] = ok([anOpenRequest()]);
    await expect(getOpenRequests()).resolves.toEqual([anOpenRequest()]);
    expect(openRequestsQueryOptions().queryKey).toEqual(queryKeys.driver.requests());
    const { result } = renderHookWithClient(useOpenRequests);
    await waitFor(() => expect(result.current.data).toEqual([anOpenRequest()]));
  });

  it('rejects with an ApiClientError when signed out', async () => {
    api.responders['GET /driver/offers'] = failure(401, {
      message: MESSAGES.unauthenticated,
      code: ERROR_CODES.UNAUTHENTICATED,
    });
    await expect(getOffers()).rejects.toMatchObject({ status: 401, code: ERROR_CODES.UNAUTHENTICATED });
  });
});

describe('acceptRide', () => {
  it('posts to /driver/rides/:id/accept and returns the ride', async () => {
    api.responders['POST /driver/rides/ride-1/accept'] = ok(accepted);

    await expect(acceptRide('ride-1')).resolves.toEqual(accepted);
    expect(api.callsTo('POST /driver/rides/ride-1/accept')).toMatchObject([{ body: undefined }]);
  });

  it('rejects with 409 RIDE_ALREADY_TAKEN when another driver won', async () => {
    api.responders['POST /driver/rides/ride-1/accept'] = { status: 409, body: taken };

    const rejection = acceptRide('ride-1');
    await expect(rejection).rejects.toMatchObject({ status: 409, code: ERROR_CODES.RIDE_ALREADY_TAKEN });
    expect(isRideAlreadyTakenError(await rejection.catch((error: unknown) => error))).toBe(true);
    expect(isRideAlreadyTakenError(new Error('Ride already taken'))).toBe(false);
  });

  it('useAcceptRide writes the ride as the active one and invalidates ride and driver data', async () => {
    api.responders['POST /driver/rides/ride-1/accept'] = ok(accepted);
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => useAcceptRide({ onSuccess }));
    const isInvalidated = seed(queryClient);

    await act(() => result.current.mutateAsync({ rideId: 'ride-1' }));

    expect(queryClient.getQueryData(queryKeys.ride.active())).toEqual(accepted);
    expect(queryClient.getQueryData(queryKeys.ride.detail('ride-1'))).toEqual(accepted);
    for (const key of [
      queryKeys.ride.active(),
      queryKeys.ride.detail('ride-1'),
      queryKeys.driver.availability(),
      queryKeys.driver.offers(),
      queryKeys.driver.requests(),
    ]) {
      expect(isInvalidated(key), JSON.stringify(key)).toBe(true);
    }
    expect(isInvalidated(queryKeys.user.me())).toBe(false);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('useAcceptRide drops the lost ride’s offer at once, then calls onError', async () => {
    api.responders['POST /driver/rides/ride-1/accept'] = { status: 409, body: taken };
    const onError = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => useAcceptRide({ onError }));
    const isInvalidated = seed(queryClient);

    await act(() => result.current.mutateAsync({ rideId: 'ride-1' }).catch(() => undefined));

    expect(queryClient.getQueryData<RideOffer[]>(queryKeys.driver.offers())).toEqual([otherOffer]);
    expect(isInvalidated(queryKeys.driver.offers())).toBe(true);
    expect(isInvalidated(queryKeys.driver.requests())).toBe(true);
    expect(queryClient.getQueryData(queryKeys.ride.active())).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(isRideAlreadyTakenError(onError.mock.calls[0]?.[0])).toBe(true);
  });
});

describe('declineRide', () => {
  it('posts to /driver/rides/:id/decline and returns the message', async () => {
    api.responders['POST /driver/rides/ride-1/decline'] = {
      status: 200,
      body: { message: 'Offer declined' },
    };
    await expect(declineRide('ride-1')).resolves.toEqual({ message: 'Offer declined' });
  });

  it('useDeclineRide removes the offer at once and invalidates driver.offers only', async () => {
    api.responders['POST /driver/rides/ride-1/decline'] = {
      status: 200,
      body: { message: 'Offer declined' },
    };
    const { result, queryClient } = renderHookWithClient(() => useDeclineRide());
    const isInvalidated = seed(queryClient);

    await act(() => result.current.mutateAsync({ rideId: 'ride-1' }));

    expect(queryClient.getQueryData<RideOffer[]>(queryKeys.driver.offers())).toEqual([otherOffer]);
    expect(isInvalidated(queryKeys.driver.offers())).toBe(true);
    expect(isInvalidated(queryKeys.driver.requests())).toBe(false);
    expect(isInvalidated(queryKeys.ride.active())).toBe(false);
  });
});

describe('advanceRide', () => {
  it.each(['arrive', 'pick-up', 'start', 'complete'] as const)(
    'posts the %s step with the position',
    async (step) => {
      api.responders[`POST /driver/rides/ride-1/${step}`] = ok(accepted);

      await expect(advanceRide('ride-1', step, position)).resolves.toEqual(accepted);
      expect(api.bodyOf('POST')).toEqual({ position: { lat: position.lat, lng: position.lng } });
    },
  );

  it('posts an empty body without a position', async () => {
    api.responders['POST /driver/rides/ride-1/arrive'] = ok(accepted);
    await advanceRide('ride-1', 'arrive');
    expect(api.bodyOf('POST')).toEqual({});
  });

  it('rejects with TRANSITION_NOT_ALLOWED for a step out of order', async () => {
    api.responders['POST /driver/rides/ride-1/complete'] = failure(409, {
      message: RIDE_MESSAGES.transitionNotAllowed,
      code: ERROR_CODES.TRANSITION_NOT_ALLOWED,
    });
    await expect(advanceRide('ride-1', 'complete')).rejects.toMatchObject({
      status: 409,
      code: ERROR_CODES.TRANSITION_NOT_ALLOWED,
    });
  });

  it('useAdvanceRide writes the ride and invalidates ride.active and ride.detail(id)', async () => {
    const arrived: Ride = {
      ...accepted,
      status: 'arrived',
      events: [...accepted.events, accepted.events[0]!],
    };
    api.responders['POST /driver/rides/ride-1/arrive'] = ok(arrived);
    const { result, queryClient } = renderHookWithClient(() => useAdvanceRide());
    const isInvalidated = seed(queryClient);
    queryClient.setQueryData(queryKeys.ride.active(), accepted);

    await act(() => result.current.mutateAsync({ rideId: 'ride-1', step: 'arrive', position }));

    expect(queryClient.getQueryData(queryKeys.ride.active())).toEqual(arrived);
    expect(queryClient.getQueryData(queryKeys.ride.detail('ride-1'))).toEqual(arrived);
    expect(isInvalidated(queryKeys.ride.active())).toBe(true);
    expect(isInvalidated(queryKeys.ride.detail('ride-1'))).toBe(true);
    expect(isInvalidated(queryKeys.driver.availability())).toBe(false);
  });

  it('useAdvanceRide also invalidates driver.availability after complete', async () => {
    const completed: Ride = {
      ...accepted,
      status: 'completed',
      events: [...accepted.events, accepted.events[0]!],
    };
    api.responders['POST /driver/rides/ride-1/complete'] = ok(completed);
    const { result, queryClient } = renderHookWithClient(() => useAdvanceRide());
    const isInvalidated = seed(queryClient);
    queryClient.setQueryData(queryKeys.ride.active(), accepted);

    await act(() => result.current.mutateAsync({ rideId: 'ride-1', step: 'complete' }));

    expect(queryClient.getQueryData(queryKeys.ride.active())).toBeNull();
    expect(isInvalidated(queryKeys.driver.availability())).toBe(true);
  });
});

describe('confirmCashCollected', () => {
  const paid: Ride = { ...accepted, status: 'completed', cashCollectedAt: '2026-03-02T09:40:00.000Z' };

  it('posts to /driver/rides/:id/cash-collected and returns the ride', async () => {
    api.responders['POST /driver/rides/ride-1/cash-collected'] = ok(paid);
    await expect(confirmCashCollected('ride-1')).resolves.toEqual(paid);
  });

  it('useConfirmCashCollected writes the ride and invalidates ride.detail(id)', async () => {
    api.responders['POST /driver/rides/ride-1/cash-collected'] = ok(paid);
    const { result, queryClient } = renderHookWithClient(() => useConfirmCashCollected());
    const isInvalidated = seed(queryClient);

    await act(() => result.current.mutateAsync({ rideId: 'ride-1' }));

    expect(queryClient.getQueryData(queryKeys.ride.detail('ride-1'))).toEqual(paid);
    expect(isInvalidated(queryKeys.ride.detail('ride-1'))).toBe(true);
    expect(isInvalidated(queryKeys.driver.offers())).toBe(false);
  });
});
