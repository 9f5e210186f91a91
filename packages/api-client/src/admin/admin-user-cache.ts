import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';

/**
 * After an admin changed an account (block, unblock, approval): every list and detail of accounts, the audit log
 * (it has a new row) and rides (a block or suspension cancels the person's open ride) are refetched.
 */
export async function invalidateAfterAccountChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.user.admin() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.audit.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.ride.all() }),
  ]);
}
