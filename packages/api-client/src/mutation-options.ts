import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ApiClientError } from './errors.ts';

/**
 * What a mutation hook accepts: TanStack's options minus the request itself. The hook's own work (flags, cache
 * invalidation) runs first, then the caller's `onSuccess`; toasts and navigation stay in the app.
 */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiClientError, TVariables>,
  'mutationFn'
>;

/** A mutation hook's own work with the cache, given the query client the mutation runs in. */
export type MutationCacheWork<TData, TVariables> = {
  /** After a success, before the caller's `onSuccess` (which waits for it). */
  onSuccess?: (queryClient: QueryClient, data: TData, variables: TVariables) => unknown;
  /** After a failure, before the caller's `onError` (which waits for it). */
  onError?: (queryClient: QueryClient, error: ApiClientError, variables: TVariables) => unknown;
};

/**
 * The one shape of every mutation hook: `send` makes the request with the variables, the hook's own cache work runs
 * first and the caller's callback after it; every other option is the caller's. `send` is called with the
 * variables alone (never TanStack's context in an endpoint's RequestOptions).
 */
export function useEndpointMutation<TData, TVariables>(
  send: (variables: TVariables) => Promise<TData>,
  options: MutationHookOptions<TData, TVariables> = {},
  { onSuccess, onError }: MutationCacheWork<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, ApiClientError, TVariables>({
    ...options,
    mutationFn: (variables) => send(variables),
    onSuccess: async (...args) => {
      await onSuccess?.(queryClient, args[0], args[1]);
      await options.onSuccess?.(...args);
    },
    onError: async (...args) => {
      await onError?.(queryClient, args[0], args[1]);
      await options.onError?.(...args);
    },
  });
}

/** Invalidates several keys at once (a `false` is skipped: a key only some answers change). */
export async function invalidate(queryClient: QueryClient, ...keys: Array<QueryKey | false>): Promise<void> {
  const wanted = keys.filter((queryKey) => queryKey !== false);
  await Promise.all(wanted.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
