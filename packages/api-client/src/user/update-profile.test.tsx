// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../query-keys.ts';
import { type FakeApi, installFakeApi, ok } from '../test/fake-api.ts';
import { aCurrentUser, renderHookWithClient } from '../test/query-support.tsx';
import { updateProfile, useUpdateProfile } from './update-profile.ts';

const driver = aCurrentUser({
  role: 'driver',
  driver: { vehicleModel: 'Toyota Prius', vehiclePlate: 'RB-1234', approvalStatus: 'pending' },
});
let api: FakeApi;

beforeEach(() => {
  api = installFakeApi({});
  api.responders['PATCH /user/me'] = ok(driver);
});

describe('updateProfile', () => {
  it('patches /user/me with the changed fields and returns the user', async () => {
    await expect(updateProfile({ name: 'Grace' })).resolves.toEqual(driver);
    expect(api.callsTo('PATCH /user/me')[0]?.body).toEqual({ name: 'Grace' });
  });
});

describe('useUpdateProfile', () => {
  const onSuccess = vi.fn();

  function renderWithCachedData() {
    const rendered = renderHookWithClient(() => useUpdateProfile({ onSuccess }));
    const { queryClient } = rendered;
    queryClient.setQueryData([...queryKeys.user.all(), 'list'], []);
    queryClient.setQueryData([...queryKeys.driver.all(), 'list'], []);
    queryClient.setQueryData([...queryKeys.ride.all(), 'list'], []);
    const isInvalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    return { ...rendered, isInvalidated };
  }

  it('invalidates USER data, then calls onSuccess', async () => {
    const { result, isInvalidated } = renderWithCachedData();

    await act(() => result.current.mutateAsync({ name: 'Grace' }));

    expect(isInvalidated([...queryKeys.user.all(), 'list'])).toBe(true);
    expect(isInvalidated([...queryKeys.driver.all(), 'list'])).toBe(false);
    expect(isInvalidated([...queryKeys.ride.all(), 'list'])).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith(driver, { name: 'Grace' }, undefined, expect.anything());
  });

  it('also invalidates DRIVER data when the vehicle changed', async () => {
    const { result, isInvalidated } = renderWithCachedData();

    await act(() => result.current.mutateAsync({ vehiclePlate: 'RB-9999' }));

    expect(isInvalidated([...queryKeys.user.all(), 'list'])).toBe(true);
    expect(isInvalidated([...queryKeys.driver.all(), 'list'])).toBe(true);
    expect(isInvalidated([...queryKeys.ride.all(), 'list'])).toBe(false);
  });
});
