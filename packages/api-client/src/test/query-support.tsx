import type { CurrentUser } from '@ridebook/validation';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../query-client.ts';

/** A signed-in rider as GET /user/me answers it. */
export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    name: 'Ada Rider',
    email: 'ada@example.com',
    phone: '+1 555 010 0000',
    role: 'rider',
    status: 'active',
    createdAt: '2025-01-31T09:30:00.000Z',
    driver: null,
    ...overrides,
  };
}

/** Renders a hook inside a QueryClientProvider with the app's own query client defaults. */
export function renderHookWithClient<TResult>(
  hook: () => TResult,
  queryClient: QueryClient = createQueryClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}

/**
 * Runs one mutation of a hook with `variables` in a fresh query client that `prepare` filled first, and resolves
 * with that client, so a test can see what the mutation invalidated or wrote.
 */
export async function mutateInFreshClient<TVariables>(
  useMutationHook: () => { mutateAsync: (variables: TVariables) => Promise<unknown> },
  variables: TVariables,
  prepare: (queryClient: QueryClient) => void = () => undefined,
): Promise<QueryClient> {
  const queryClient = createQueryClient();
  prepare(queryClient);
  const { result } = renderHookWithClient(useMutationHook, queryClient);
  await act(() => result.current.mutateAsync(variables));
  return queryClient;
}

/** A promise with its resolve function outside, to hold a fake API answer until the test releases it. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
