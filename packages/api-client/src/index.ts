// Configuration and the axios instance.
export {
  configureApiClient,
  createHttpClient,
  DEFAULT_API_BASE_URL,
  getHttpClient,
  type HttpClientConfig,
  type RequestOptions,
} from './http-client.ts';
export {
  installRefreshInterceptor,
  isTokenExpiredError,
  withoutTokenRefresh,
  type RefreshInterceptorOptions,
} from './refresh-interceptor.ts';

// Errors.
export {
  ApiClientError,
  getErrorMessage,
  getFieldErrors,
  isApiClientError,
  toApiClientError,
} from './errors.ts';

// TanStack Query.
export { createQueryClient, UNUSED_DATA_GC_MS } from './query-client.ts';
export { QUERY_TAGS, queryKeys } from './query-keys.ts';
export type { MutationHookOptions } from './mutation-options.ts';

// Session.
export {
  clearSignedOut,
  getSignedOutState,
  isRememberMeSet,
  markSignedOut,
  REMEMBER_ME_STORAGE_KEY,
  SIGNED_OUT_STORAGE_KEY,
  type SignedOutState,
} from './session/session-flags.ts';
export { deriveSession, useSession, type Session } from './session/use-session.ts';

// Endpoints: auth.
export { changePassword, useChangePassword } from './auth/change-password.ts';
export { forgotPassword, useForgotPassword } from './auth/forgot-password.ts';
export { login, useLogin } from './auth/login.ts';
export { logout, useSignOut, type UseSignOutOptions } from './auth/logout.ts';
export { REFRESH_TOKEN_PATH, refreshToken } from './auth/refresh-token.ts';
export { resetPassword, useResetPassword } from './auth/reset-password.ts';

// Endpoints: user.
export { currentUserQueryOptions, getCurrentUser, useCurrentUser } from './user/get-current-user.ts';
export { register, useRegister } from './user/register.ts';
export { updateProfile, useUpdateProfile } from './user/update-profile.ts';

// Health.
export { getReadiness } from './health.ts';
