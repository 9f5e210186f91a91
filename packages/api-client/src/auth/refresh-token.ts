import type { AxiosInstance } from 'axios';
import { withoutTokenRefresh } from '../refresh-interceptor.ts';

export const REFRESH_TOKEN_PATH = '/auth/refresh-token';

/**
 * POST /auth/refresh-token: renews the session cookies. Only the refresh interceptor calls it (seed spec section 7:
 * "used only for token renewal"), so its body is not read, and it takes the client explicitly: the interceptor
 * belongs to one client.
 */
export async function refreshToken({ http }: { http: AxiosInstance }): Promise<void> {
  await http.post(REFRESH_TOKEN_PATH, undefined, withoutTokenRefresh());
}
