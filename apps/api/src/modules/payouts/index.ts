// The payouts feature's public surface: what the app imports from it (docs/decisions/024-driver-payouts.md).
export { createPayoutProvider } from './create-payout-provider.ts';
export type { PayoutProvider, ProviderTransfer } from './payout-provider.ts';
export { createPayoutsService, transferKey, type PayoutsService } from './payouts.service.ts';
export { createSandboxOnboardingService } from './sandbox-onboarding.service.ts';
