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

// Endpoints: places.
export { getServiceArea, serviceAreaQueryOptions, useServiceArea } from './places/get-service-area.ts';
export { reverseGeocode, reverseGeocodeQueryOptions, useReverseGeocode } from './places/reverse-geocode.ts';
export {
  placeSearchQueryOptions,
  searchPlaces,
  usePlaceSearch,
  type PlaceSearchParams,
} from './places/search-places.ts';

// Endpoints: rides (riders).
export { cancelRide, useCancelRide, type CancelRideVariables } from './rides/cancel-ride.ts';
export { activeRideQueryOptions, getActiveRide, useActiveRide } from './rides/get-active-ride.ts';
export {
  cancellationPreviewQueryOptions,
  getCancellationPreview,
  useCancellationPreview,
  type CancellationPreview,
} from './rides/get-cancellation-preview.ts';
export { getFareQuote, useFareQuote } from './rides/get-fare-quote.ts';
export { getRide, rideQueryOptions, useRide } from './rides/get-ride.ts';
export { createIdempotencyKey, requestRide, useRequestRide } from './rides/request-ride.ts';
export { isFinalRideStatus, writeRideToCache, type WriteRideOptions } from './rides/ride-cache.ts';

// Endpoints: driver.
export {
  acceptRide,
  isRideAlreadyTakenError,
  useAcceptRide,
  type RideIdVariables,
} from './driver/accept-ride.ts';
export { advanceRide, useAdvanceRide, type AdvanceRideVariables } from './driver/advance-ride.ts';
export { confirmCashCollected, useConfirmCashCollected } from './driver/confirm-cash-collected.ts';
export { declineRide, useDeclineRide } from './driver/decline-ride.ts';
export { availabilityQueryOptions, getAvailability, useAvailability } from './driver/get-availability.ts';
export { getOffers, offersQueryOptions, useOffers } from './driver/get-offers.ts';
export { getOpenRequests, openRequestsQueryOptions, useOpenRequests } from './driver/get-open-requests.ts';
export { sendPosition, useSendPosition } from './driver/send-position.ts';
export { setAvailability, useSetAvailability } from './driver/set-availability.ts';

// Endpoints: admin settings.
export {
  dispatchSettingsQueryOptions,
  getDispatchSettings,
  useDispatchSettings,
} from './admin-settings/get-dispatch-settings.ts';
export {
  getPricingSettings,
  pricingSettingsQueryOptions,
  usePricingSettings,
} from './admin-settings/get-pricing-settings.ts';
export {
  updateDispatchSettings,
  useUpdateDispatchSettings,
} from './admin-settings/update-dispatch-settings.ts';
export { updatePricingSettings, useUpdatePricingSettings } from './admin-settings/update-pricing-settings.ts';

// Realtime.
export {
  createRealtimeClient,
  DEFAULT_REALTIME_BACKOFF,
  REALTIME_CLOSE_CODES,
  REALTIME_KEEPALIVE_MS,
  realtimeBackoffDelay,
  type RealtimeBackoff,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeCloseReason,
  type RealtimeMessageHandler,
  type RealtimeMessageType,
  type RealtimeState,
  type RealtimeStatus,
  type RealtimeTopic,
} from './realtime/realtime-client.ts';
export {
  RealtimeProvider,
  useRealtimeClient,
  useRealtimeEvent,
  useRealtimeStatus,
  type RealtimeProviderProps,
} from './realtime/realtime-provider.tsx';
export { REALTIME_PATH, realtimeUrl } from './realtime/realtime-url.ts';
export { useRideRealtimeSync } from './realtime/use-ride-realtime-sync.ts';
