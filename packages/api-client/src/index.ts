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
export { citiesQueryOptions, getCities, useCities } from './places/get-cities.ts';
export { getMapSettings, mapSettingsQueryOptions, useMapSettings } from './places/get-map-settings.ts';
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
} from './rides/get-cancellation-preview.ts';
export { getFareQuote, useFareQuote } from './rides/get-fare-quote.ts';
export { getTripEstimate, useTripEstimate } from './rides/get-trip-estimate.ts';
export { getDriverPhoto, useDriverPhoto, type DriverPhotoSource } from './rides/driver-photo.ts';
export { getRide, rideQueryOptions, useRide } from './rides/get-ride.ts';
export { createIdempotencyKey, requestRide, useRequestRide } from './rides/request-ride.ts';
export { paymentAuthenticationOf, paymentAuthenticationUrl } from './payments/payment-authentication.ts';
export { isFinalRideStatus, writeRideToCache, type WriteRideOptions } from './rides/ride-cache.ts';

// Endpoints: ratings (riders and drivers rate each other; admins read both).
export { getRideRatings, rideRatingsQueryOptions, useRideRatings } from './ratings/get-ride-ratings.ts';
export {
  getReceivedRatings,
  receivedRatingsQueryOptions,
  useReceivedRatings,
} from './ratings/get-received-ratings.ts';
export { isAlreadyRatedError, rateRide, useRateRide, type RateRideVariables } from './ratings/rate-ride.ts';

// Endpoints: money (tips, receipts, the driver's earnings, the dashboards' summaries).
export { tipRide, useTipRide, type TipRideVariables } from './money/tip-ride.ts';
export { getReceipt, receiptQueryOptions, useReceipt } from './money/get-receipt.ts';
export {
  driverEarningsQueryOptions,
  getDriverEarnings,
  useDriverEarnings,
} from './money/get-driver-earnings.ts';
export {
  driverEarningRidesQueryOptions,
  getDriverEarningRides,
  useDriverEarningRides,
} from './money/get-driver-earning-rides.ts';
export { driverSummaryQueryOptions, getDriverSummary, useDriverSummary } from './money/get-driver-summary.ts';
export { getRiderSummary, riderSummaryQueryOptions, useRiderSummary } from './money/get-rider-summary.ts';

// Endpoints: payments (the provider in use, a rider's cards and wallet, admins' refunds).
export {
  getPaymentsConfig,
  paymentsConfigQueryOptions,
  usePaymentsConfig,
} from './payments/get-payments-config.ts';
export {
  getPaymentMethods,
  paymentMethodsQueryOptions,
  usePaymentMethods,
} from './payments/get-payment-methods.ts';
export { addPaymentMethod, useAddPaymentMethod } from './payments/add-payment-method.ts';
export { startCardSetup, useStartCardSetup } from './payments/start-card-setup.ts';
export { removePaymentMethod, useRemovePaymentMethod } from './payments/remove-payment-method.ts';
export {
  setDefaultPaymentMethod,
  useSetDefaultPaymentMethod,
} from './payments/set-default-payment-method.ts';
export { getWallet, useWallet, walletQueryOptions } from './payments/get-wallet.ts';
export {
  getWalletHistory,
  useWalletHistory,
  walletHistoryQueryOptions,
} from './payments/get-wallet-history.ts';
export { topUpWallet, useTopUpWallet } from './payments/top-up-wallet.ts';
export { refundRide, useRefundRide, type RefundRideVariables } from './payments/refund-ride.ts';
export {
  getSettlements,
  retrySettlement,
  settlementsQueryOptions,
  useRetrySettlement,
} from './payments/settlements.ts';
export {
  disputesQueryOptions,
  getDisputes,
  getReconciliationRun,
  getReconciliationRuns,
  reconciliationRunQueryOptions,
  reconciliationRunsQueryOptions,
  runReconciliation,
  useRunReconciliation,
} from './payments/reconciliation.ts';
export {
  adminPayoutsQueryOptions,
  cashOut,
  connectPayoutAccount,
  driverPayoutsQueryOptions,
  getAdminPayouts,
  getDriverPayouts,
  refreshPayoutAccount,
  retryPayout,
  useCashOut,
  useConnectPayoutAccount,
  useDriverPayouts,
  useRefreshPayoutAccount,
  useRetryPayout,
} from './payments/payouts.ts';

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
export {
  getPayoutSettings,
  payoutSettingsQueryOptions,
  updatePayoutSettings,
  usePayoutSettings,
  useUpdatePayoutSettings,
} from './admin-settings/payout-settings.ts';
export { updatePricingSettings, useUpdatePricingSettings } from './admin-settings/update-pricing-settings.ts';

// Endpoints: the rider's saved places.
export { getSavedPlaces, savedPlacesQueryOptions, useSavedPlaces } from './saved-places/get-saved-places.ts';
export { removeSavedPlace, useRemoveSavedPlace } from './saved-places/remove-saved-place.ts';
export { savePlace, useSavePlace } from './saved-places/save-place.ts';
export {
  updateSavedPlace,
  useUpdateSavedPlace,
  type UpdateSavedPlaceVariables,
} from './saved-places/update-saved-place.ts';
// Endpoints: safety (emergency contacts, shared trips, SOS; the SOS list is for admins).
export { acknowledgeSos, useAcknowledgeSos } from './safety/acknowledge-sos.ts';
export { addEmergencyContact, useAddEmergencyContact } from './safety/add-emergency-contact.ts';
export {
  emergencyContactsQueryOptions,
  getEmergencyContacts,
  useEmergencyContacts,
} from './safety/get-emergency-contacts.ts';
export { getSafetyConfig, safetyConfigQueryOptions, useSafetyConfig } from './safety/get-safety-config.ts';
export { getSosAlerts, sosAlertsQueryOptions, useSosAlerts } from './safety/get-sos-alerts.ts';
export {
  getTrackView,
  TRACK_VIEW_REFRESH_MS,
  trackViewQueryOptions,
  useTrackView,
} from './safety/get-track-view.ts';
export { raiseSos, useRaiseSos, type RaiseSosVariables } from './safety/raise-sos.ts';
export { removeEmergencyContact, useRemoveEmergencyContact } from './safety/remove-emergency-contact.ts';
export { resolveSos, useResolveSos, type ResolveSosVariables } from './safety/resolve-sos.ts';
export { shareLocation, useShareLocation } from './safety/share-location.ts';
export { shareRide, useShareRide } from './safety/share-ride.ts';
export {
  updateEmergencyContact,
  useUpdateEmergencyContact,
  type UpdateEmergencyContactVariables,
} from './safety/update-emergency-contact.ts';

// Endpoints: admin analytics.
export {
  analyticsHeatmapQueryOptions,
  getAnalyticsHeatmap,
  useAnalyticsHeatmap,
} from './analytics/get-analytics-heatmap.ts';
export {
  analyticsOverviewQueryOptions,
  getAnalyticsOverview,
  useAnalyticsOverview,
} from './analytics/get-analytics-overview.ts';
export {
  analyticsTimeseriesQueryOptions,
  getAnalyticsTimeseries,
  useAnalyticsTimeseries,
} from './analytics/get-analytics-timeseries.ts';
export {
  driverActivityQueryOptions,
  getDriverActivity,
  useDriverActivity,
} from './analytics/get-driver-activity.ts';

// Endpoints: ride history (riders, drivers) and the admin's rides.
export {
  cancelRideAsAdmin,
  useCancelRideAsAdmin,
  type CancelRideAsAdminVariables,
} from './history/cancel-ride-as-admin.ts';
export { exportAdminRides, useExportAdminRides, type RideExport } from './history/export-admin-rides.ts';
export { adminRidesQueryOptions, getAdminRides, useAdminRides } from './history/get-admin-rides.ts';
export { driverRidesQueryOptions, getDriverRides, useDriverRides } from './history/get-driver-rides.ts';
export { getRiderRides, riderRidesQueryOptions, useRiderRides } from './history/get-rider-rides.ts';
export { getRideRoute, rideRouteQueryOptions, useRideRoute } from './history/get-ride-route.ts';

// Endpoints: admin users and drivers (lists, export, detail, blocking, approval) and the audit log.
export {
  adminUsersQueryOptions,
  getAdminDrivers,
  getAdminRiders,
  getAdminUsers,
  useAdminDrivers,
  useAdminRiders,
  useAdminUsers,
  type AdminUserScope,
} from './admin/list-users.ts';
export { adminUserQueryOptions, getAdminUser, useAdminUser } from './admin/get-admin-user.ts';
export { exportUsersCsv, useExportUsersCsv, type UsersCsv } from './admin/export-users-csv.ts';
export {
  blockUser,
  unblockUser,
  useBlockUser,
  useUnblockUser,
  type BlockUserVariables,
  type UnblockUserVariables,
} from './admin/block-user.ts';
export {
  approveDriver,
  changeDriverCity,
  reinstateDriver,
  rejectDriver,
  suspendDriver,
  useApproveDriver,
  useChangeDriverCity,
  useReinstateDriver,
  useRejectDriver,
  useSuspendDriver,
  type DriverApprovalVariables,
  type DriverCityVariables,
  type DriverRefusalVariables,
} from './admin/driver-approval.ts';
export {
  adminCitiesQueryOptions,
  createCity,
  deleteCity,
  getAdminCities,
  updateCity,
  useAdminCities,
  useCreateCity,
  useDeleteCity,
  useUpdateCity,
  type UpdateCityVariables,
} from './admin-cities/admin-cities.ts';
export { auditLogQueryOptions, getAuditLog, useAuditLog } from './admin/get-audit-log.ts';
export { adminMailQueryOptions, getAdminMail } from './admin/get-admin-mail.ts';

// Endpoints: the admin's System page.
export {
  ADMIN_SYSTEM_REFRESH_MS,
  adminSystemQueryOptions,
  getAdminSystem,
  useAdminSystem,
} from './system/get-admin-system.ts';

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
export {
  MAX_SOCKET_RENEWALS_IN_A_ROW,
  useSocketSessionRenewal,
} from './realtime/use-socket-session-renewal.ts';

// Endpoints: drivers' documents.
export {
  getDocumentChecklist,
  getDocumentFile,
  getDocumentLink,
  getDocumentQueue,
  reviewDocument,
  uploadDocument,
  useDocumentChecklist,
  useDocumentQueue,
  useReviewDocument,
  useUploadDocument,
  type DocumentReviewInput,
  type DocumentUploadInput,
} from './documents/documents.ts';
