// @vitest-environment jsdom
import { ERROR_CODES, SAVED_PLACE_MESSAGES, type SavedPlace } from '@ridebook/validation';
import { waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { failure, ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { mutateInFreshClient, renderHookWithClient } from '../test/query-support.tsx';
import { getSavedPlaces, savedPlacesQueryOptions, useSavedPlaces } from './get-saved-places.ts';
import { removeSavedPlace, useRemoveSavedPlace } from './remove-saved-place.ts';
import { savePlace, useSavePlace } from './save-place.ts';
import { updateSavedPlace, useUpdateSavedPlace } from './update-saved-place.ts';

const home: SavedPlace = {
  id: 'place-1',
  kind: 'home',
  name: null,
  location: { address: 'Union Square, San Francisco', lat: 37.788, lng: -122.4075 },
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};
const api = fakeApiForEachTest();

describe('saved places', () => {
  it('lists them from /rider/saved-places under savedPlaces.all', async () => {
    api.responders['GET /rider/saved-places'] = ok([home]);
    await expect(getSavedPlaces()).resolves.toEqual([home]);
    expect(savedPlacesQueryOptions().queryKey).toEqual(queryKeys.savedPlaces.all());
    const { result } = renderHookWithClient(useSavedPlaces);
    await waitFor(() => expect(result.current.data).toEqual([home]));
  });

  it('saves one, and rejects with the API’s code after the tenth', async () => {
    const input = { kind: 'home' as const, location: home.location };
    api.responders['POST /rider/saved-places'] = { status: 201, body: { data: home } };
    await expect(savePlace(input)).resolves.toEqual(home);
    expect(api.bodyOf('POST')).toEqual(input);

    api.responders['POST /rider/saved-places'] = failure(409, {
      message: SAVED_PLACE_MESSAGES.placeLimit,
      code: ERROR_CODES.SAVED_PLACE_LIMIT,
    });

    const rejection = savePlace(input);
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({ status: 409, code: ERROR_CODES.SAVED_PLACE_LIMIT });
  });

  it('changes and removes one by id, escaping it in the path', async () => {
    api.responders['PATCH /rider/saved-places/a%2Fb'] = {
      status: 200,
      body: { data: { ...home, kind: 'work' } },
    };
    await expect(updateSavedPlace('a/b', { kind: 'work' })).resolves.toMatchObject({ kind: 'work' });
    expect(api.bodyOf('PATCH')).toEqual({ kind: 'work' });
    api.responders['DELETE /rider/saved-places/place-1'] = {
      status: 200,
      body: { message: SAVED_PLACE_MESSAGES.placeRemoved },
    };
    await expect(removeSavedPlace('place-1')).resolves.toBe(SAVED_PLACE_MESSAGES.placeRemoved);
  });

  it('invalidates savedPlaces only after each change, then calls onSuccess', async () => {
    api.responders['POST /rider/saved-places'] = { status: 201, body: { data: home } };
    api.responders['PATCH /rider/saved-places/place-1'] = ok(home);
    api.responders['DELETE /rider/saved-places/place-1'] = {
      status: 200,
      body: { message: SAVED_PLACE_MESSAGES.placeRemoved },
    };
    const onSuccess = vi.fn();
    const seed = (queryClient: QueryClient) => {
      queryClient.setQueryData(queryKeys.savedPlaces.all(), [home]);
      queryClient.setQueryData(queryKeys.ride.all(), []);
    };
    const mutations = [
      () =>
        mutateInFreshClient(
          () => useSavePlace({ onSuccess }),
          { kind: 'home', location: home.location },
          seed,
        ),
      () =>
        mutateInFreshClient(
          () => useUpdateSavedPlace({ onSuccess }),
          { placeId: 'place-1', kind: 'work' },
          seed,
        ),
      () => mutateInFreshClient(() => useRemoveSavedPlace({ onSuccess }), 'place-1', seed),
    ];
    for (const mutate of mutations) {
      const queryClient = await mutate();
      expect(queryClient.getQueryState(queryKeys.savedPlaces.all())?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(queryKeys.ride.all())?.isInvalidated).toBe(false);
    }
    expect(onSuccess).toHaveBeenCalledTimes(3);
  });
});
