// @vitest-environment jsdom
import { ERROR_CODES, RIDE_MESSAGES, type RequestRideInput, type Ride } from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { failure, ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import { cancelRide, useCancelRide } from './cancel-ride.ts';
import { getActiveRide, useActiveRide } from './get-active-ride.ts';
import {
  cancellationPreviewQueryOptions,
  getCancellationPreview,
  useCancellationPreview,
} from './get-cancellation-preview.ts';
import { getFareQuote, useFareQuote } from './get-fare-quote.ts';
import { getRide, rideQueryOptions, useRide } from './get-ride.ts';
import { getTripEstimate, useTripEstimate } from './get-trip-estimate.ts';
import { paymentAuthenticationOf, paymentAuthenticationUrl } from '../payments/payment-authentication.ts';
import { createIdempotencyKey, requestRide, useRequestRide } from './request-ride.ts';
import { writeRideToCache } from './ride-cache.ts';
import {
  aCancelledRide,
  anAcceptedRide,
  aQuote,
  aRequestedRide,
  aScheduledRide,
} from '../test/ride-fixtures.ts';

const ride = aRequestedRide();
const quote = aQuote();
const booking: RequestRideInput = {
  quoteId: quote.id,
  paymentMethod: 'cash',
  idempotencyKey: 'booking-key-1',
};
const api = fakeApiForEachTest();

describe('getFareQuote', () => {
  it('posts the trip to /rides/quote and returns the quote', async () => {
    api.responders['POST /rides/quote'] = ok(quote);
    const trip = { pickup: quote.pickup, destination: quote.destination };

    await expect(getFareQuote(trip)).resolves.toEqual(quote);
    expect(api.bodyOf('POST')).toEqual(trip);
  });

  it('rejects with an ApiClientError outside the service area', async () => {
    const error = { message: RIDE_MESSAGES.outsideServiceArea, code: ERROR_CODES.OUTSIDE_SERVICE_AREA };
    api.responders['POST /rides/quote'] = { status: 422, body: error };

    const rejection = getFareQuote({ pickup: quote.pickup, destination: quote.destination });
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({ status: 422, code: ERROR_CODES.OUTSIDE_SERVICE_AREA });
  });

  it('caches nothing through useFareQuote', async () => {
    api.responders['POST /rides/quote'] = ok(quote);
    const { result, queryClient } = renderHookWithClient(() => useFareQuote());

    const answer = await act(() =>
      result.current.mutateAsync({ pickup: quote.pickup, destination: quote.destination }),
    );

    expect(answer).toEqual(quote);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('getTripEstimate', () => {
  const trip = { pickup: quote.pickup, destination: quote.destination };
  const estimate = {
    distanceMeters: quote.distanceMeters,
    durationSeconds: quote.durationSeconds,
    fare: quote.fare,
    route: quote.route,
  };

  it('posts the trip to /fare-estimate and returns the estimate', async () => {
    api.responders['POST /fare-estimate'] = ok(estimate);

    await expect(getTripEstimate(trip)).resolves.toEqual(estimate);
    expect(api.bodyOf('POST')).toEqual(trip);
  });

  it("rejects with the API's message when a visitor asks too often, and caches nothing", async () => {
    api.responders['POST /fare-estimate'] = failure(429, {
      message: 'Too many attempts. Please try again in a minute.',
      code: ERROR_CODES.RATE_LIMITED,
    });
    const { result, queryClient } = renderHookWithClient(() => useTripEstimate());

    await expect(act(() => result.current.mutateAsync(trip))).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Please try again in a minute.',
    });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('requestRide', () => {
  it('posts the booking to /rides and returns the new ride (201)', async () => {
    api.responders['POST /rides'] = { status: 201, body: { data: ride } };

    await expect(requestRide(booking)).resolves.toEqual(ride);
    expect(api.bodyOf('POST')).toEqual(booking);
  });

  it('returns the same ride for a repeated idempotency key (200)', async () => {
    api.responders['POST /rides'] = ok(ride);
    await expect(requestRide(booking)).resolves.toEqual(ride);
  });

  it('rejects with the API’s code when the rider already has a ride', async () => {
    api.responders['POST /rides'] = failure(409, {
      message: RIDE_MESSAGES.rideActive,
      code: ERROR_CODES.RIDE_ACTIVE,
    });
    await expect(requestRide(booking)).rejects.toMatchObject({ status: 409, code: ERROR_CODES.RIDE_ACTIVE });
  });

  it('reads the 3-D Secure step of a 402 (payment and page), and nothing from other refusals', async () => {
    const authentication = {
      paymentId: 'sandbox_payment_1',
      redirectUrl: '/api/payments/sandbox/authenticate/x',
    };
    api.responders['POST /rides'] = {
      status: 402,
      body: {
        message: 'Your bank needs to confirm this payment',
        code: ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED,
        errors: [{ path: 'paymentMethod', message: 'Your bank needs to confirm this payment' }],
        authentication,
      },
    };
    const error: unknown = await requestRide({ ...booking, returnUrl: 'http://localhost/rider/book' }).catch(
      (caught: unknown) => caught,
    );
    expect(paymentAuthenticationOf(error)).toEqual(authentication);
    expect(api.bodyOf('POST')).toMatchObject({ returnUrl: 'http://localhost/rider/book' });
    api.responders['POST /rides'] = failure(402, { message: 'Declined', code: ERROR_CODES.CARD_DECLINED });
    expect(
      paymentAuthenticationOf(await requestRide(booking).catch((caught: unknown) => caught)),
    ).toBeUndefined();
    expect(paymentAuthenticationOf(new Error('x'))).toBeUndefined();
  });

  it('resolves the sandbox’s page against the API base, and leaves a bank’s absolute page alone', () => {
    expect(
      paymentAuthenticationUrl(
        '/api/payments/sandbox/authenticate/p1',
        '/api',
        'http://localhost:3000/rider/book',
      ),
    ).toBe('http://localhost:3000/api/payments/sandbox/authenticate/p1');
    expect(
      paymentAuthenticationUrl(
        '/api/payments/sandbox/authenticate/p1',
        'https://api.example.com/api',
        'https://rider.example.com/',
      ),
    ).toBe('https://api.example.com/api/payments/sandbox/authenticate/p1');
    expect(paymentAuthenticationUrl('https://bank.example/3ds/pi_1', '/api', 'http://localhost:3000/')).toBe(
      'https://bank.example/3ds/pi_1',
    );
  });

  it('makes idempotency keys the API accepts, a new one each time', () => {
    const key = createIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(createIdempotencyKey()).not.toBe(key);
  });
});

describe('useRequestRide', () => {
  it('writes the ride into the cache, invalidates ride.active, then calls onSuccess', async () => {
    api.responders['POST /rides'] = { status: 201, body: { data: ride } };
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => useRequestRide({ onSuccess }));
    queryClient.setQueryData(queryKeys.ride.active(), null);

    await act(() => result.current.mutateAsync(booking));

    expect(queryClient.getQueryData(queryKeys.ride.detail(ride.id))).toEqual(ride);
    expect(queryClient.getQueryData(queryKeys.ride.active())).toEqual(ride);
    expect(queryClient.getQueryState(queryKeys.ride.active())?.isInvalidated).toBe(true);
    expect(onSuccess).toHaveBeenCalledWith(ride, booking, undefined, expect.anything());
  });

  it('does not make a scheduled ride the active one', async () => {
    const scheduled = aScheduledRide({ scheduledAt: '2026-03-03T09:00:00.000Z' });
    api.responders['POST /rides'] = { status: 201, body: { data: scheduled } };
    const { result, queryClient } = renderHookWithClient(() => useRequestRide());
    queryClient.setQueryData(queryKeys.ride.active(), null);

    await act(() => result.current.mutateAsync(booking));

    expect(queryClient.getQueryData(queryKeys.ride.active())).toBeNull();
    expect(queryClient.getQueryData(queryKeys.ride.detail(ride.id))).toEqual(scheduled);
  });
});

describe('getActiveRide', () => {
  it('returns the ride in progress from /rides/active, or null', async () => {
    api.responders['GET /rides/active'] = ok(ride);
    await expect(getActiveRide()).resolves.toEqual(ride);

    api.responders['GET /rides/active'] = ok(null);
    await expect(getActiveRide()).resolves.toBeNull();
  });

  it('is cached as ride.active', async () => {
    api.responders['GET /rides/active'] = ok(null);
    const { result, queryClient } = renderHookWithClient(useActiveRide);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(queryKeys.ride.active())).toBeNull();
  });
});

describe('getRide', () => {
  it('gets /rides/:id and returns the ride', async () => {
    api.responders['GET /rides/ride-1'] = ok(ride);
    await expect(getRide('ride-1')).resolves.toEqual(ride);
  });

  it('escapes the id in the path', async () => {
    api.responders['GET /rides/a%2Fb'] = ok(ride);
    await expect(getRide('a/b')).resolves.toEqual(ride);
  });

  it('rejects with RIDE_NOT_FOUND for a ride that is not the user’s', async () => {
    api.responders['GET /rides/ride-9'] = failure(404, {
      message: RIDE_MESSAGES.rideNotFound,
      code: ERROR_CODES.RIDE_NOT_FOUND,
    });
    await expect(getRide('ride-9')).rejects.toMatchObject({ status: 404, code: ERROR_CODES.RIDE_NOT_FOUND });
  });

  it('is cached as ride.detail(id)', async () => {
    expect(rideQueryOptions('ride-1').queryKey).toEqual(queryKeys.ride.detail('ride-1'));
    api.responders['GET /rides/ride-1'] = ok(ride);
    const { result } = renderHookWithClient(() => useRide('ride-1'));
    await waitFor(() => expect(result.current.data).toEqual(ride));
  });
});

describe('a refetch answered after a newer push', () => {
  it('keeps the newer ride in ride.detail and ride.active, but takes a different or newer one', async () => {
    const accepted = anAcceptedRide();
    let answer: Ride = aRequestedRide();
    api.responders['GET /rides/ride-1'] = () => ok(answer);
    api.responders['GET /rides/active'] = () => ok(answer);
    const { result, queryClient } = renderHookWithClient(() => ({
      detail: useRide('ride-1'),
      active: useActiveRide(),
    }));
    await waitFor(() => expect(result.current.detail.data).toEqual(answer));

    // The socket pushed the accepted ride; a refetch sent before it answers with the requested one.
    act(() => {
      writeRideToCache(queryClient, accepted, { isOwnRide: true });
    });
    await waitFor(() => expect(result.current.detail.data?.status).toBe('accepted'));
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.ride.all() }));
    expect(result.current.detail.data?.status).toBe('accepted');
    expect(result.current.active.data?.status).toBe('accepted');

    // A newer answer, and another ride altogether (fewer events), are taken as they are.
    answer = aCancelledRide();
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.ride.all() }));
    await waitFor(() => expect(result.current.detail.data?.status).toBe('cancelled'));
    answer = aRequestedRide({ id: 'ride-2' });
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.ride.active() }));
    await waitFor(() => expect(result.current.active.data?.id).toBe('ride-2'));
  });
});

describe('getCancellationPreview', () => {
  const preview = { fee: 500, currency: 'USD', reason: 'Your driver has been on the way for 3 minutes' };

  it('gets /rides/:id/cancellation and returns the fee', async () => {
    api.responders['GET /rides/ride-1/cancellation'] = ok(preview);
    await expect(getCancellationPreview('ride-1')).resolves.toEqual(preview);
  });

  it('is never kept: asked again each time it is shown', async () => {
    const options = cancellationPreviewQueryOptions('ride-1');
    expect(options.queryKey).toEqual(queryKeys.ride.cancellation('ride-1'));
    expect(options.gcTime).toBe(0);
    expect(options.staleTime).toBe(0);
    api.responders['GET /rides/ride-1/cancellation'] = ok(preview);
    const { result } = renderHookWithClient(() => useCancellationPreview('ride-1'));
    await waitFor(() => expect(result.current.data).toEqual(preview));
  });
});

describe('cancelRide', () => {
  it('posts the reason to /rides/:id/cancel and returns the ride', async () => {
    api.responders['POST /rides/ride-1/cancel'] = ok(aCancelledRide());

    await expect(cancelRide('ride-1', { reason: 'Changed my plans' })).resolves.toEqual(aCancelledRide());
    expect(api.bodyOf('POST')).toEqual({ reason: 'Changed my plans' });
  });

  it('rejects with TRANSITION_NOT_ALLOWED for a finished ride', async () => {
    api.responders['POST /rides/ride-1/cancel'] = failure(409, {
      message: RIDE_MESSAGES.transitionNotAllowed,
      code: ERROR_CODES.TRANSITION_NOT_ALLOWED,
    });
    await expect(cancelRide('ride-1', { reason: 'x' })).rejects.toMatchObject({ status: 409 });
  });
});

describe('useCancelRide', () => {
  it('writes the cancelled ride, invalidates ride.active, ride.detail(id) and driver.availability', async () => {
    const cancelled = aCancelledRide();
    api.responders['POST /rides/ride-1/cancel'] = ok(cancelled);
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => useCancelRide({ onSuccess }));
    queryClient.setQueryData(queryKeys.ride.active(), ride);
    queryClient.setQueryData(queryKeys.ride.detail('ride-1'), ride);
    queryClient.setQueryData(queryKeys.ride.cancellation('ride-1'), {
      fee: 0,
      currency: 'USD',
      reason: null,
    });
    queryClient.setQueryData(queryKeys.driver.availability(), {});
    queryClient.setQueryData(queryKeys.driver.offers(), []);
    const isInvalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    await act(() => result.current.mutateAsync({ rideId: 'ride-1', reason: 'Changed my plans' }));

    expect(api.bodyOf('POST')).toEqual({ reason: 'Changed my plans' });
    expect(queryClient.getQueryData<Ride>(queryKeys.ride.detail('ride-1'))).toEqual(cancelled);
    expect(queryClient.getQueryData(queryKeys.ride.active())).toBeNull();
    expect(isInvalidated(queryKeys.ride.active())).toBe(true);
    expect(isInvalidated(queryKeys.ride.detail('ride-1'))).toBe(true);
    expect(isInvalidated(queryKeys.ride.cancellation('ride-1'))).toBe(true);
    expect(isInvalidated(queryKeys.driver.availability())).toBe(true);
    expect(isInvalidated(queryKeys.driver.offers())).toBe(false);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
