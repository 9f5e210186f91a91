import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiClientError } from './errors.ts';

/**
 * What a mutation hook accepts: TanStack's options minus the request itself. The hook's own work (flags, cache
 * invalidation) runs first, then the caller's `onSuccess`; toasts and navigation stay in the app.
 */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiClientError, TVariables>,
  'mutationFn'
>;
