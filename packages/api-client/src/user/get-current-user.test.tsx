// @vitest-environment jsdom
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../query-client.ts';
import { queryKeys } from '../query-keys.ts';
import { ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { aCurrentUser, renderHookWithClient } from '../test/query-support.tsx';
import { currentUserQueryOptions, getCurrentUser, useCurrentUser } from './get-current-user.ts';

const user = aCurrentUser();
const api = fakeApiForEachTest();

describe('getCurrentUser', () => {
  it('returns the data of GET /user/me', async () => {
    api.responders['GET /user/me'] = ok(user);
    await expect(getCurrentUser()).resolves.toEqual(user);
  });

  it('returns null for a visitor without a session (the API answers 200 with data null)', async () => {
    api.responders['GET /user/me'] = ok(null);
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it('rejects with the status and body when the session ended', async () => {
    const body = { message: MESSAGES.unauthenticated, code: ERROR_CODES.UNAUTHENTICATED };
    api.responders['GET /user/me'] = { status: 401, body };
    await expect(getCurrentUser()).rejects.toMatchObject({
      status: 401,
      body,
      message: MESSAGES.unauthenticated,
    });
  });
});

describe('currentUserQueryOptions', () => {
  it('is keyed as USER data and never cached (seed spec: 0 seconds)', () => {
    const options = currentUserQueryOptions();
    expect(options.queryKey).toEqual(queryKeys.user.me());
    expect(options.gcTime).toBe(0);
    expect(options.staleTime).toBe(0);
  });
});

describe('useCurrentUser', () => {
  it('returns the user', async () => {
    api.responders['GET /user/me'] = ok(user);
    const { result } = renderHookWithClient(useCurrentUser);
    await waitFor(() => expect(result.current.data).toEqual(user));
  });

  it('asks the API again once nothing shows the user any more', async () => {
    api.responders['GET /user/me'] = ok(user);
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );

    const first = renderHook(useCurrentUser, { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.user.me())).toBeUndefined());

    const second = renderHook(useCurrentUser, { wrapper });
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    expect(api.callsTo('GET /user/me')).toHaveLength(2);
  });
});
