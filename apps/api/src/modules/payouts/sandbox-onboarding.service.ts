import { ERROR_CODES, RIDE_MESSAGES } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import {
  findSandboxPayoutAccount,
  updateSandboxPayoutAccount,
  type SandboxPayoutAccountRow,
} from './sandbox-payout-accounts.repository.ts';

// The sandbox's stand-in for Stripe's hosted onboarding: the driver (signed in, only their own account) completes
// it with one button and is sent back to the driver app, only to a configured origin (never an open redirect, never
// a URL built from a request header). Only with the sandbox payout provider (404 otherwise).

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

export type SandboxOnboardingService = ReturnType<typeof createSandboxOnboardingService>;

export function createSandboxOnboardingService(options: {
  db: Database;
  isSandbox: boolean;
  allowedOrigins: readonly string[];
  /** Reads the provider's answer into the driver's payout status (the payouts service's refresh). */
  refreshAccount: (driverId: string) => Promise<unknown>;
}) {
  const { db, isSandbox, refreshAccount } = options;
  const allowed = options.allowedOrigins.map(originOf);

  const notFound = () =>
    new AppError(404, ERROR_CODES.NOT_FOUND, 'No such payout account.', [
      { path: 'accountId', message: 'No such payout account.' },
    ]);

  /** The driver's own sandbox account with a return URL on a configured origin. */
  async function load(
    accountId: string,
    driverId: string,
  ): Promise<SandboxPayoutAccountRow & { returnUrl: string }> {
    if (!isSandbox) throw notFound();
    const account = await findSandboxPayoutAccount(db, accountId);
    // Another driver's account is answered as unknown: its existence is not theirs to learn.
    if (account === undefined || account.driverId !== driverId) throw notFound();
    const { returnUrl } = account;
    const origin = returnUrl === null ? undefined : originOf(returnUrl);
    if (returnUrl === null || origin === undefined || !allowed.includes(origin)) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, RIDE_MESSAGES.returnUrlInvalid, [
        { path: 'returnUrl', message: RIDE_MESSAGES.returnUrlInvalid },
      ]);
    }
    return { ...account, returnUrl };
  }

  return {
    /** What the page shows, and where its answer goes. */
    async page(accountId: string, driverId: string) {
      const account = await load(accountId, driverId);
      return { account, returnOrigin: new URL(account.returnUrl).origin };
    },

    /** Completes the onboarding: the account is paid to from now on; answers where to send the browser (303). */
    async complete(accountId: string, driverId: string): Promise<string> {
      const account = await load(accountId, driverId);
      await updateSandboxPayoutAccount(db, accountId, { isOnboarded: true });
      await refreshAccount(driverId);
      return account.returnUrl;
    },
  };
}
