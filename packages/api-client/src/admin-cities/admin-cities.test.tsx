// @vitest-environment jsdom
import { DEFAULT_PRICING_SETTINGS, type AdminCity, type CityInput } from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeDriverCity } from '../admin/driver-approval.ts';
import { usePricingSettings } from '../admin-settings/get-pricing-settings.ts';
import { useUpdatePricingSettings } from '../admin-settings/update-pricing-settings.ts';
import { useCities } from '../places/get-cities.ts';
import { queryKeys } from '../query-keys.ts';
import { failure, ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import { deleteCity, useAdminCities, useCreateCity, useDeleteCity, useUpdateCity } from './admin-cities.ts';

const ring: [number, number][] = [
  [-9.25, 38.69],
  [-9.08, 38.69],
  [-9.08, 38.8],
  [-9.25, 38.8],
  [-9.25, 38.69],
];
const input: CityInput = {
  slug: 'lisbon',
  name: 'Lisbon',
  timeZone: 'Europe/Lisbon',
  currency: 'EUR',
  locale: 'pt-PT',
  distanceUnit: 'km',
  center: { lat: 38.745, lng: -9.165 },
  serviceArea: { type: 'MultiPolygon', coordinates: [[ring]] },
  destinationMayLeaveArea: false,
};
const lisbon: AdminCity = {
  ...input,
  id: '5f000000-0000-4000-8000-0000000000b1',
  distanceUnit: 'km',
  serviceArea: { type: 'MultiPolygon', coordinates: [[ring]] },
  destinationMayLeaveArea: false,
  bounds: { south: 38.69, west: -9.25, north: 38.8, east: -9.08 },
  zones: [],
  weeklyPayoutWeekday: null,
  driverCount: 0,
  rideCount: 0,
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const { driverCount: _d, rideCount: _r, updatedAt: _u, weeklyPayoutWeekday: _w, ...served } = lisbon;

const api = fakeApiForEachTest();

describe("the admin's cities", () => {
  it('adds, changes and deletes a city, and the lists follow', async () => {
    let stored: AdminCity[] = [];
    api.responders['GET /admin/cities'] = () => ok(stored);
    api.responders['GET /cities'] = ok([]);
    api.responders['POST /admin/cities'] = { status: 201, body: { data: lisbon } };
    api.responders[`PUT /admin/cities/${lisbon.id}`] = ok({ ...lisbon, name: 'Lisboa' });
    api.responders[`DELETE /admin/cities/${lisbon.id}`] = { status: 204 };
    const { result } = renderHookWithClient(() => ({
      list: useAdminCities(),
      served: useCities(),
      create: useCreateCity(),
      update: useUpdateCity(),
      remove: useDeleteCity(),
    }));
    await waitFor(() => expect(result.current.list.data).toEqual([]));

    api.responders['GET /cities'] = ok([served]);
    stored = [lisbon];
    await act(() => result.current.create.mutateAsync(input));
    expect(api.callsTo('POST /admin/cities')[0]?.body).toEqual(input);
    await waitFor(() => expect(result.current.list.data?.map((city) => city.name)).toEqual(['Lisbon']));
    await waitFor(() => expect(result.current.served.data).toEqual([served]));

    stored = [{ ...lisbon, name: 'Lisboa' }];
    await act(() =>
      result.current.update.mutateAsync({ id: lisbon.id, input: { ...input, name: 'Lisboa' } }),
    );
    await waitFor(() => expect(result.current.list.data?.map((city) => city.name)).toEqual(['Lisboa']));

    stored = [];
    await act(() => result.current.remove.mutateAsync(lisbon.id));
    await waitFor(() => expect(result.current.list.data).toEqual([]));
  });

  it("rejects a refused delete with the API's message", async () => {
    api.responders[`DELETE /admin/cities/${lisbon.id}`] = failure(409, {
      code: 'CITY_IN_USE',
      message: 'This city has rides or drivers and cannot be deleted',
    });
    await expect(deleteCity(lisbon.id)).rejects.toMatchObject({
      status: 409,
      body: { code: 'CITY_IN_USE' },
    });
  });

  it("reads and saves one city's pricing with ?cityId=, and refetches the default city's copy", async () => {
    api.responders['GET /admin/settings/pricing'] = ({ params }) =>
      ok({ ...DEFAULT_PRICING_SETTINGS, currency: params.cityId ? 'EUR' : 'USD' });
    api.responders['PUT /admin/settings/pricing'] = ({ body }) => ok(body);
    const { result, queryClient } = renderHookWithClient(() => ({
      fallback: usePricingSettings(),
      city: usePricingSettings(lisbon.id),
      save: useUpdatePricingSettings({}, lisbon.id),
    }));
    await waitFor(() => expect(result.current.city.data?.currency).toBe('EUR'));
    await waitFor(() => expect(result.current.fallback.data?.currency).toBe('USD'));
    expect(api.callsTo('GET /admin/settings/pricing').map((call) => call.params)).toEqual(
      expect.arrayContaining([{}, { cityId: lisbon.id }]),
    );

    const saved = { ...DEFAULT_PRICING_SETTINGS, currency: 'EUR', perKm: 95 };
    await act(() => result.current.save.mutateAsync(saved));
    const put = api.callsTo('PUT /admin/settings/pricing')[0];
    expect(put?.params).toEqual({ cityId: lisbon.id });
    expect(queryClient.getQueryData(queryKeys.settings.pricing(lisbon.id))).toEqual(saved);
    // The saved copy is not fetched again; the default city's (it may be this city) is.
    await waitFor(() => expect(api.callsTo('GET /admin/settings/pricing')).toHaveLength(3));
    expect(api.callsTo('GET /admin/settings/pricing')[2]?.params).toEqual({});
  });

  it('moves a driver with PUT /admin/drivers/:id/city', async () => {
    api.responders['PUT /admin/drivers/d1/city'] = failure(409, {
      code: 'DRIVER_BUSY',
      message: 'The driver is online: they must go offline before moving to another city',
    });
    await expect(changeDriverCity('d1', { cityId: lisbon.id })).rejects.toMatchObject({ status: 409 });
    expect(api.callsTo('PUT /admin/drivers/d1/city')[0]?.body).toEqual({ cityId: lisbon.id });
  });
});

describe("the admin's city list without a refetch", () => {
  it('holds a saved city at once, so its page shows it before any refetch', async () => {
    api.responders['GET /admin/cities'] = ok([]);
    api.responders['POST /admin/cities'] = { status: 201, body: { data: lisbon } };
    const { result, queryClient } = renderHookWithClient(() => useCreateCity());
    await queryClient.prefetchQuery({
      queryKey: queryKeys.settings.cities(),
      queryFn: () => [] as AdminCity[],
    });
    await act(() => result.current.mutateAsync(input));
    expect(queryClient.getQueryData(queryKeys.settings.cities())).toEqual([lisbon]);
  });
});
