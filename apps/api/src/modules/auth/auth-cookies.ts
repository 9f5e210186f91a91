import type { FastifyReply, FastifyRequest } from 'fastify';

/** The short-lived access token (JWT). Sent with every API call. */
export const ACCESS_COOKIE = 'rb_access';
/** The rotating refresh token. Sent only to /api/auth/* (refresh, logout), never to the rest of the API. */
export const REFRESH_COOKIE = 'rb_refresh';
export const ACCESS_COOKIE_PATH = '/api';
export const REFRESH_COOKIE_PATH = '/api/auth';

/** What a sign-in or a refresh hands to the browser. */
export type IssuedSession = {
  accessToken: string;
  /**
   * The new refresh token; `null` when the browser already holds the newest one (another tab's refresh rotated the
   * token a moment ago, and the cookie jar is shared): the refresh cookie is then left as it is.
   */
  refreshToken: string | null;
  /** Remember-me: both cookies persist for `lifetimeSeconds`; otherwise they end with the browser session. */
  isPersistent: boolean;
  /** How long the session lasts from now without use (the refresh token's lifetime). */
  lifetimeSeconds: number;
};

function baseOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    // Secure whenever the browser talks HTTPS (behind a proxy: X-Forwarded-Proto, trusted in production).
    secure: request.protocol === 'https',
  };
}

/**
 * Sets both cookies. The access cookie lives as long as the refresh cookie although its JWT expires in minutes:
 * an expired token still reaches the API, which answers 401 TOKEN_EXPIRED, and the client refreshes. (A cookie
 * that vanished with its token would look like "signed out" after every browser restart.)
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: IssuedSession,
): void {
  const lifetime = session.isPersistent ? { maxAge: session.lifetimeSeconds } : {};
  void reply.setCookie(ACCESS_COOKIE, session.accessToken, {
    ...baseOptions(request),
    path: ACCESS_COOKIE_PATH,
    ...lifetime,
  });
  if (session.refreshToken === null) return;
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...baseOptions(request),
    path: REFRESH_COOKIE_PATH,
    ...lifetime,
  });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .clearCookie(ACCESS_COOKIE, { ...baseOptions(request), path: ACCESS_COOKIE_PATH })
    .clearCookie(REFRESH_COOKIE, { ...baseOptions(request), path: REFRESH_COOKIE_PATH });
}
