import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { insertSandboxProviderRecord, listSandboxProviderRecords } from '../payments/index.ts';
import { PayoutProviderError, type PayoutProvider } from './payout-provider.ts';
import {
  findSandboxPayoutAccount,
  insertSandboxPayoutAccount,
  updateSandboxPayoutAccount,
} from './sandbox-payout-accounts.repository.ts';

// The built-in payout provider (the default): offline, no money moves. Its onboarding is the API's own page
// (`/api/payouts/sandbox/onboarding/:accountId`, sandbox-onboarding.routes.ts) where the driver completes it with
// one button, as Stripe's hosted onboarding would; its accounts live in the database so every process agrees.
// Like Stripe it refuses a transfer to an account whose onboarding is not done, and a transfer's id is derived
// from its idempotency key, so a repeat answers the same transfer.

/** The path of the sandbox's onboarding page for an account (the driver app resolves it against its API base). */
export const sandboxOnboardingPath = (accountId: string) =>
  `/api/payouts/sandbox/onboarding/${encodeURIComponent(accountId)}`;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

export function createSandboxPayoutProvider({ db, clock }: { db: Database; clock: Clock }): PayoutProvider {
  return {
    kind: 'sandbox',

    async createAccount(driver) {
      const row = await insertSandboxPayoutAccount(db, {
        accountId: `acct_sandbox_${digest(driver.driverId)}`,
        driverId: driver.driverId,
        createdAt: clock.now(),
      });
      return { accountId: row.accountId };
    },

    async createOnboardingLink(accountId, back) {
      const account = await findSandboxPayoutAccount(db, accountId);
      if (account === undefined) throw new PayoutProviderError(`sandbox: no such account ${accountId}`);
      await updateSandboxPayoutAccount(db, accountId, { returnUrl: back.returnUrl });
      return { url: sandboxOnboardingPath(accountId) };
    },

    async findAccount(accountId) {
      const account = await findSandboxPayoutAccount(db, accountId);
      if (account === undefined) return undefined;
      return { isPayoutsEnabled: account.isOnboarded, isDetailsSubmitted: account.isOnboarded };
    },

    async transfer(request) {
      const account = await findSandboxPayoutAccount(db, request.accountId);
      if (account === undefined)
        throw new PayoutProviderError(`sandbox: no such account ${request.accountId}`);
      if (!account.isOnboarded)
        throw new PayoutProviderError('sandbox: the account has not finished its onboarding');
      const transferId = `tr_sandbox_${digest(request.idempotencyKey)}`;
      // The sandbox's books (what the reconciliation lists); a repeat of the key finds the transfer already there.
      await insertSandboxProviderRecord(db, {
        id: transferId,
        kind: 'transfer',
        accountId: request.accountId,
        status: 'paid',
        amount: request.amount,
        currency: request.currency,
        reference: request.idempotencyKey,
        createdAt: clock.now(),
      });
      return { transferId };
    },

    async listTransfers(period) {
      const rows = await listSandboxProviderRecords(db, 'transfer', period);
      return rows.map((row) => ({
        id: row.id,
        accountId: row.accountId ?? '',
        status: row.status === 'reversed' ? ('reversed' as const) : ('paid' as const),
        amount: row.amount,
        currency: row.currency ?? '',
        reference: row.reference,
        createdAt: row.createdAt,
      }));
    },
  };
}
