// @vitest-environment jsdom
import { ERROR_CODES, RATING_MESSAGES, RIDE_MESSAGES } from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { failure, ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { aCompletedRide } from '../test/ride-fixtures.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import {
  getReceivedRatings,
  receivedRatingsQueryOptions,
  useReceivedRatings,
} from './get-received-ratings.ts';
import { getRideRatings, rideRatingsQueryOptions, useRideRatings } from './get-ride-ratings.ts';
import { isAlreadyRatedError, rateRide, useRateRide } from './rate-ride.ts';
import { aReceivedRatingsPage, aRideRatings } from './test-fixtures.ts';

const ride = aCompletedRide();
const ratings = aRideRatings();
const alreadyRated = { message: RATING_MESSAGES.alreadyRated, code: ERROR_CODES.ALREADY_RATED };
const api = fakeApiForEachTest();

const postedBody = (index = 0): unknown =>
  api.requests.filter(({ method }) => method === 'POST')[index]?.body;

describe('rateRide', () => {
  it('posts the stars and comment to /rides/:id/rating and returns the ride’s ratings', async () => {
    api.responders['POST /rides/ride-1/rating'] = { status: 201, body: { data: ratings } };

    await expect(rateRide('ride-1', { stars: 5, comment: 'Smooth ride' })).resolves.toEqual(ratings);
    expect(postedBody()).toEqual({ stars: 5, comment: 'Smooth ride' });
  });

  it('rejects with the API’s code and message when the ride is not completed', async () => {
    api.responders['POST /rides/ride-1/rating'] = failure(409, {
      message: RATING_MESSAGES.rideNotCompleted,
      code: ERROR_CODES.RIDE_NOT_COMPLETED,
    });

    const rejection = rateRide('ride-1', { stars: 5 });
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({
      status: 409,
      code: ERROR_CODES.RIDE_NOT_COMPLETED,
      message: 'You can rate a ride only after it is completed',
    });
  });

  it('rejects an answer that breaks the contract', async () => {
    api.responders['POST /rides/ride-1/rating'] = {
      status: 201,
      body: { data: { ...ratings, canRate: 'no' } },
    };
    await expect(rateRide('ride-1', { stars: 5 })).rejects.toBeInstanceOf(ApiClientError);
  });

  it('tells an "already rated" answer from other failures', async () => {
    api.responders['POST /rides/ride-1/rating'] = failure(409, alreadyRated);
    const error: unknown = await rateRide('ride-1', { stars: 5 }).catch((caught: unknown) => caught);
    expect(isAlreadyRatedError(error)).toBe(true);
    expect(isAlreadyRatedError(new ApiClientError('Conflict', { status: 409 }))).toBe(false);
    expect(isAlreadyRatedError(new Error(RATING_MESSAGES.alreadyRated))).toBe(false);
  });
});

describe('useRateRide', () => {
  it('stores the answer as ride.ratings, invalidates the ride, then calls onSuccess', async () => {
    api.responders['POST /rides/ride-1/rating'] = { status: 201, body: { data: ratings } };
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => useRateRide({ onSuccess }));
    queryClient.setQueryData(queryKeys.ride.detail('ride-1'), ride);
    queryClient.setQueryData(queryKeys.ride.active(), null);

    const variables = { rideId: 'ride-1', stars: 5, comment: 'Smooth ride' };
    await act(() => result.current.mutateAsync(variables));

    expect(postedBody()).toEqual({ stars: 5, comment: 'Smooth ride' });
    expect(queryClient.getQueryData(queryKeys.ride.ratings('ride-1'))).toEqual(ratings);
    expect(queryClient.getQueryState(queryKeys.ride.detail('ride-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.ride.active())?.isInvalidated).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith(ratings, variables, undefined, expect.anything());
  });

  it('refreshes the ride’s ratings when this side had already rated, then calls onError', async () => {
    api.responders['POST /rides/ride-1/rating'] = { status: 409, body: alreadyRated };
    const onError = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => useRateRide({ onError }));
    queryClient.setQueryData(queryKeys.ride.ratings('ride-1'), aRideRatings({ canRate: true }));

    await act(() => result.current.mutateAsync({ rideId: 'ride-1', stars: 4 }).catch(() => undefined));

    expect(queryClient.getQueryState(queryKeys.ride.ratings('ride-1'))?.isInvalidated).toBe(true);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: ERROR_CODES.ALREADY_RATED }),
      { rideId: 'ride-1', stars: 4 },
      undefined,
      expect.anything(),
    );
  });
});

describe('getRideRatings', () => {
  it('gets /rides/:id/ratings', async () => {
    api.responders['GET /rides/ride-1/ratings'] = ok(ratings);
    await expect(getRideRatings('ride-1')).resolves.toEqual(ratings);
    expect(rideRatingsQueryOptions('ride-1').queryKey).toEqual(queryKeys.ride.ratings('ride-1'));
  });

  it('rejects with 404 for someone else’s ride', async () => {
    api.responders['GET /rides/ride-2/ratings'] = failure(404, {
      message: RIDE_MESSAGES.rideNotFound,
      code: ERROR_CODES.RIDE_NOT_FOUND,
    });
    await expect(getRideRatings('ride-2')).rejects.toMatchObject({ status: 404, message: 'Ride not found' });
  });

  it('is cached as ride.ratings(id), below the ride', async () => {
    api.responders['GET /rides/ride-1/ratings'] = ok(ratings);
    const { result, queryClient } = renderHookWithClient(() => useRideRatings('ride-1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(queryKeys.ride.ratings('ride-1'))).toEqual(ratings);

    await queryClient.invalidateQueries({ queryKey: queryKeys.ride.detail('ride-1') });
    expect(api.callsTo('GET /rides/ride-1/ratings')).toHaveLength(2);
  });
});

describe('getReceivedRatings', () => {
  it('gets a page of /user/me/ratings with the average and count', async () => {
    const page = aReceivedRatingsPage();
    api.responders['GET /user/me/ratings'] = { status: 200, body: page };

    await expect(getReceivedRatings({ page: 2, pageSize: 10 })).resolves.toEqual(page);
    expect(api.lastParams('GET /user/me/ratings')).toEqual({ page: '2', pageSize: '10' });
    expect(receivedRatingsQueryOptions({ page: 2, pageSize: 10 }).queryKey).toEqual(
      queryKeys.user.receivedRatings({ page: 2, pageSize: 10 }),
    );
  });

  it('keeps the current page shown while the next one loads', async () => {
    const first = aReceivedRatingsPage();
    const second = aReceivedRatingsPage({
      data: [{ stars: 3, comment: null, createdAt: '2026-02-27T08:00:00.000Z' }],
      page: { page: 2, pageSize: 2, total: 3, totalPages: 2 },
      summary: { average: 4, count: 3 },
    });
    api.responders['GET /user/me/ratings'] = ({ params }) => {
      if (params.pageSize !== '2') return { status: 500 };
      return { status: 200, body: params.page === '2' ? second : first };
    };
    let page = 1;
    const { result, rerender } = renderHookWithClient(() => useReceivedRatings({ page, pageSize: 2 }));
    await waitFor(() => expect(result.current.data).toEqual(first));

    page = 2;
    rerender();
    expect(result.current.data).toEqual(first);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(second));
  });
});
