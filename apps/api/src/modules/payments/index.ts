// The payments feature's public surface: what other features and the app import from it.
export { createPaymentProvider } from './create-payment-provider.ts';
export type { PaymentProvider, ProviderCharge, ProviderPeriod, ProviderRefund } from './payment-provider.ts';
export { createPaymentsServices } from './payments-services.ts';
export { findRideChargedCards, sumDriverCashDebt } from './payments.repository.ts';
export { createRidePayments, type RidePayments } from './ride-payments.ts';
export { SANDBOX_TEST_CARDS } from './sandbox-payment-provider.ts';
export {
  insertSandboxProviderRecord,
  listSandboxProviderRecords,
  markSandboxTransferReversed,
} from './sandbox-provider-records.repository.ts';
export { STRIPE_API_VERSION, createStripeClient, type StripeClientOptions } from './stripe-client.ts';
