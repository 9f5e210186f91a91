// @vitest-environment jsdom
import { ERROR_CODES, MESSAGES, type RegisterInput } from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getErrorMessage } from '../errors.ts';
import { failure, fakeApiForEachTest } from '../test/fake-api.ts';
import { aCurrentUser, renderHookWithClient } from '../test/query-support.tsx';
import { register, useRegister } from './register.ts';

const input: RegisterInput = {
  name: 'Grace Driver',
  email: 'grace@example.com',
  password: 'Secret123',
  phone: '+1 555 010 0001',
  role: 'driver',
  vehicleModel: 'Toyota Prius',
  vehiclePlate: 'RB-1234',
};
const created = aCurrentUser({
  name: 'Grace Driver',
  email: 'grace@example.com',
  role: 'driver',
  driver: { vehicleModel: 'Toyota Prius', vehiclePlate: 'RB-1234', approvalStatus: 'pending' },
});
const api = fakeApiForEachTest();

describe('register', () => {
  it('posts the account to /user/register and returns it (HTTP 201)', async () => {
    api.responders['POST /user/register'] = { status: 201, body: { data: created } };

    await expect(register(input)).resolves.toEqual(created);
    expect(api.callsTo('POST /user/register')[0]?.body).toEqual(input);
  });
});

describe('useRegister', () => {
  it("calls onSuccess with the new account and onError with the API's error", async () => {
    api.responders['POST /user/register'] = { status: 201, body: { data: created } };
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = renderHookWithClient(() => useRegister({ onSuccess, onError }));

    await act(() => result.current.mutateAsync(input));
    expect(onSuccess.mock.calls[0]?.[0]).toEqual(created);

    api.responders['POST /user/register'] = failure(409, {
      message: MESSAGES.emailTaken,
      code: ERROR_CODES.EMAIL_TAKEN,
    });
    act(() => result.current.mutate(input));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(getErrorMessage(onError.mock.calls[0]?.[0], MESSAGES.registerFailure)).toBe(MESSAGES.emailTaken);
  });
});
