// The auth feature's public surface: what other features and the app import from it.
export { type AccessTokens, createAccessTokens } from './access-token.ts';
export { ACCESS_COOKIE, REFRESH_COOKIE } from './auth-cookies.ts';
export { getOrCreateSecret, revokeUserSessions } from './auth.repository.ts';
export {
  type AuthenticatedUser,
  type AuthService,
  createAuthService,
  type SignedInUser,
} from './auth.service.ts';
export { createSignInThrottle } from './sign-in-throttle.ts';
export { createAuthStateCache } from './auth-state-cache.ts';
