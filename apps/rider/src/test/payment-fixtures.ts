import type { PaymentsConfig, SavedCard, Wallet } from '@ridebook/validation';

/** The sandbox's test Visa, saved as the demo rider's default card. */
export function aSavedCard(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    id: '3b9c4a52-6f0e-4d1a-9a37-2f5c8e1d7b40',
    provider: 'sandbox',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2040,
    isDefault: true,
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function aWallet(overrides: Partial<Wallet> = {}): Wallet {
  return { currency: 'USD', balance: 2_500, held: 0, available: 2_500, ...overrides };
}

export const sandboxConfig: PaymentsConfig = {
  provider: 'sandbox',
  isSandbox: true,
  testCards: [
    { number: '4242424242424242', brand: 'visa', outcome: 'succeeds', label: 'Visa: always succeeds' },
    { number: '4000000000000002', brand: 'visa', outcome: 'declined', label: 'Visa: declined' },
  ],
};
