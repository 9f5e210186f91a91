import { sessionUserResponseSchema, type CurrentUser } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /user/me: the signed-in user, or null for a visitor without a session (the API answers that probe with
 * `data: null`, so signed-out pages log no failed request). An expired session is refreshed by the interceptor; one
 * that ended rejects with status 401, a blocked account with 403.
 */
export function getCurrentUser(options?: RequestOptions): Promise<CurrentUser | null> {
  return requestData(sessionUserResponseSchema, GET('/user/me'), options);
}

/**
 * The current user is never cached (seed spec section 4: "Current-user data is never cached (0 seconds)"): it is
 * dropped as soon as nothing shows it and is always stale, so every new subscriber after that asks the API again.
 */
export const currentUserQueryOptions = () =>
  endpointQueryOptions(queryKeys.user.me(), getCurrentUser, { gcTime: 0, staleTime: 0 });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
