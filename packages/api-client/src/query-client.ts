import { QueryClient } from '@tanstack/react-query';

/** Seed spec section 9: unused cached data is kept 60 seconds. */
export const UNUSED_DATA_GC_MS = 60_000;

/**
 * The app-wide TanStack Query client with the seed's defaults: unused data kept 60 s; no refetch on focus,
 * reconnect or mount; no request timeout (axios has none by default).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: UNUSED_DATA_GC_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
