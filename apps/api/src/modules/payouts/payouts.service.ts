import type { FastifyBaseLogger } from 'fastify';
import {
  ERROR_CODES,
  PAYOUT_MESSAGES,
  RIDE_MESSAGES,
  payoutAboveBalanceMessage,
  type AdminPayout,
  type CashOutInput,
  type DriverPayouts,
  type Payout,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { AppError } from '../../shared/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { postTransaction, type LedgerLine } from '../ledger/index.ts';
import { markSandboxTransferReversed, sumDriverCashDebt } from '../payments/index.ts';
import { createCityCurrencyOf, findDriverCityId, type CityDirectory } from '../cities/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { PayoutJob, SettlementQueue } from '../settlement/index.ts';
import { findUserById, lockUser } from '../users/index.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { isoWeekdayIn, nextWeeklyPayoutOn, weeklyReference } from './payout-schedule.ts';
import {
  findEnabledPayoutAccounts,
  findPayout,
  findPayoutAccount,
  findPayoutByReference,
  findPayoutByTransferId,
  lockPayout,
  claimPayoutSend,
  markPayoutReturned,
  reopenReturnedPayout,
  findPayoutWithDriver,
  findPendingPayoutIds,
  insertPayout,
  insertPayoutAccount,
  listDriverPayouts,
  listPayoutsWithDrivers,
  markPayoutPaid,
  recordPayoutFailure,
  reopenFailedPayout,
  sumPayoutBalance,
  updatePayoutAccountStatus,
  type PayoutRow,
} from './payouts.repository.ts';

// Driver payouts (docs/decisions/024-driver-payouts.md). A payout is decided and posted in one database transaction
// (the driver's row locked, the balance read from the ledger, the cash debt netted), then sent to the payout
// provider by a job of the durable settlement queue (decision 021) with the key `payout-<id>`: the provider is never
// called inside a transaction, a failure is retried with backoff and then waits for an admin, and nothing is posted
// or paid twice.

const ADMIN_LIST_LIMIT = 200;
const DRIVER_LIST_LIMIT = 50;

/** The words kept for an admin: the error's message only, bounded. */
function failureWords(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500) || 'The payout provider refused the transfer.';
}

function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    currency: row.currency,
    amount: row.amount,
    fee: row.fee,
    transferred: row.amount - row.fee,
    cashDebtNetted: row.cashDebtNetted,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

function toAdminPayout(row: {
  payout: PayoutRow;
  driver: { id: string; name: string; email: string };
}): AdminPayout {
  return {
    ...toPayout(row.payout),
    driver: row.driver,
    attempts: row.payout.attempts,
    lastError: row.payout.error,
  };
}

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const unavailable = () =>
  new AppError(
    503,
    ERROR_CODES.PAYOUT_PROVIDER_UNAVAILABLE,
    'The payout provider cannot be reached. Please try again in a few minutes.',
  );

/** The transfer's idempotency key: `payout-<id>` for the first round, `payout-<id>-r<round>` after a return. */
export const transferKey = (payout: Pick<PayoutRow, 'id' | 'round'>) =>
  payout.round === 0 ? `payout-${payout.id}` : `payout-${payout.id}-r${payout.round}`;

/** A payout's posting: its amount (and the cash debt it nets) out of the driver's balance, the fee to the platform. */
function payoutEntries(driverId: string, amount: number, fee: number, cashDebt: number): LedgerLine[] {
  const entries: LedgerLine[] = [
    { account: 'driver_earnings', userId: driverId, amount: -(amount + cashDebt) },
    { account: 'payout_clearing', amount: amount - fee },
  ];
  // The cash the driver holds for the platform is settled from their earnings (driver_cash back towards 0).
  if (cashDebt > 0) entries.push({ account: 'driver_cash', userId: driverId, amount: cashDebt });
  if (fee > 0) entries.push({ account: 'platform_revenue', amount: fee });
  return entries;
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

export function createPayoutsService(options: {
  db: Database;
  clock: Clock;
  provider: PayoutProvider;
  settings: SettingsService;
  /** The driver's city gives the payout's currency. */
  cities: CityDirectory;
  queue: SettlementQueue;
  log: FastifyBaseLogger;
  /** Where the provider's onboarding may send the driver back to: the configured origins only (decision 015). */
  allowedOrigins: readonly string[];
}) {
  const { db, clock, provider, settings, cities, queue, log } = options;
  const currencyOf = createCityCurrencyOf({ db, cities });

  /**
   * When a driver is paid weekly: their city's weekday (else the service-wide one), in their city's time zone (else
   * UTC, for an account without a city).
   */
  async function weeklyScheduleOf(driverId: string): Promise<{ weekday: number; timeZone: string }> {
    const [cityId, { weeklyPayoutWeekday }] = await Promise.all([
      findDriverCityId(db, driverId),
      settings.getPayouts(),
    ]);
    const city = cityId === undefined ? undefined : await cities.find(cityId);
    return {
      weekday: city?.weeklyPayoutWeekday ?? weeklyPayoutWeekday,
      timeZone: city?.timeZone ?? 'UTC',
    };
  }
  const allowedOrigins = options.allowedOrigins.map(originOf);

  /** A return URL on one of the configured origins (never the request's Host); else 400 naming the field. */
  function checkReturnUrl(returnUrl: string): string {
    const origin = originOf(returnUrl);
    if (origin === undefined || !allowedOrigins.includes(origin)) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, RIDE_MESSAGES.returnUrlInvalid, [
        { path: 'returnUrl', message: RIDE_MESSAGES.returnUrlInvalid },
      ]);
    }
    return returnUrl;
  }

  async function atProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      log.warn({ err: error }, 'payout provider call failed');
      throw unavailable();
    }
  }

  /** The driver's account at the current provider; one kept for another provider (a changed config) is not it. */
  async function currentAccount(driverId: string) {
    const account = await findPayoutAccount(db, driverId);
    return account?.provider === provider.kind ? account : undefined;
  }

  /**
   * Decides a payout in one transaction: the driver's row locked (two cash-outs at once are checked one after the
   * other), a repeat of the same reference answered with the first, the balance read from the ledger, the cash debt
   * netted, the posting and the row written together. The job is queued after the commit.
   */
  async function createPayout(
    driverId: string,
    request: { kind: Payout['kind']; reference: string; amount: number | 'all'; fee: number },
  ): Promise<{ payout: PayoutRow; isNew: boolean }> {
    const account = await currentAccount(driverId);
    if (account === undefined)
      throw new AppError(409, ERROR_CODES.PAYOUT_ACCOUNT_REQUIRED, PAYOUT_MESSAGES.accountRequired);
    if (account.status !== 'enabled')
      throw new AppError(409, ERROR_CODES.PAYOUT_ACCOUNT_REQUIRED, PAYOUT_MESSAGES.accountNotReady);
    const currency = await currencyOf({ driverId });
    const now = clock.now();
    const decided = await db.transaction(async (tx) => {
      await lockUser(tx, driverId);
      const earlier = await findPayoutByReference(tx, driverId, request.reference);
      if (earlier !== undefined) return { payout: earlier, isNew: false };
      const { available } = await sumPayoutBalance(tx, driverId, currency);
      const amount = request.amount === 'all' ? available : request.amount;
      if (amount > available || available <= 0) {
        const message = payoutAboveBalanceMessage(available, currency);
        throw new AppError(422, ERROR_CODES.PAYOUT_EXCEEDS_BALANCE, message, [{ path: 'amount', message }]);
      }
      if (amount <= request.fee) {
        throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, PAYOUT_MESSAGES.amountInvalid, [
          { path: 'amount', message: PAYOUT_MESSAGES.amountInvalid },
        ]);
      }
      const cashDebt = await sumDriverCashDebt(tx, driverId, currency);
      const entries = payoutEntries(driverId, amount, request.fee, cashDebt);
      const transactionId = await postTransaction(tx, {
        kind: 'payout',
        actorId: request.kind === 'instant' ? driverId : null,
        currency,
        description: request.kind === 'instant' ? 'Cash out now' : 'Weekly payout',
        at: now,
        entries,
      });
      if (transactionId === null) throw new Error('a payout posting was refused as a repeat');
      const payout = await insertPayout(tx, {
        driverId,
        kind: request.kind,
        status: 'pending',
        reference: request.reference,
        currency,
        amount,
        fee: request.fee,
        cashDebtNetted: cashDebt,
        provider: account.provider,
        providerAccountId: account.providerAccountId,
        ledgerTransactionId: transactionId,
        createdAt: now,
        updatedAt: now,
      });
      if (payout === undefined)
        throw new Error(`payout ${request.reference} of ${driverId} raced its own lock`);
      return { payout, isNew: true };
    });
    if (decided.isNew) await queue.send({ kind: 'payout', payoutId: decided.payout.id }, decided.payout.id);
    return decided;
  }

  /** A returned payout sent again: its posting made again (the balance checked), a new round. */
  async function resend(tx: Database, payout: PayoutRow, adminId: string, now: Date): Promise<boolean> {
    await lockUser(tx, payout.driverId);
    const { available } = await sumPayoutBalance(tx, payout.driverId, payout.currency);
    if (payout.amount > available) {
      const message = payoutAboveBalanceMessage(available, payout.currency);
      throw new AppError(422, ERROR_CODES.PAYOUT_EXCEEDS_BALANCE, message, [{ path: 'amount', message }]);
    }
    const cashDebt = await sumDriverCashDebt(tx, payout.driverId, payout.currency);
    const transactionId = await postTransaction(tx, {
      kind: 'payout',
      actorId: adminId,
      currency: payout.currency,
      description: 'Payout sent again',
      at: now,
      entries: payoutEntries(payout.driverId, payout.amount, payout.fee, cashDebt),
    });
    if (transactionId === null) throw new Error(`payout ${payout.id} resend refused as a repeat`);
    await reopenReturnedPayout(tx, payout.id, {
      ledgerTransactionId: transactionId,
      cashDebtNetted: cashDebt,
      now,
    });
    return true;
  }

  /** The job: sends a pending payout's transfer (once, by its key) and records the outcome. */
  async function send(job: PayoutJob, isLastAttempt: boolean): Promise<void> {
    const payout = await findPayout(db, job.payoutId);
    if (payout?.status !== 'pending') return;
    // The claim: from now on the driver cannot cancel it (a cancel that got there first leaves nothing to send).
    if (!(await claimPayoutSend(db, payout.id, clock.now()))) return;
    try {
      const { transferId } = await provider.transfer({
        accountId: payout.providerAccountId,
        amount: payout.amount - payout.fee,
        currency: payout.currency,
        description: payout.kind === 'instant' ? 'RideBook cash out' : 'RideBook weekly payout',
        idempotencyKey: transferKey(payout),
      });
      await markPayoutPaid(db, payout.id, transferId, clock.now());
    } catch (error) {
      await recordPayoutFailure(db, payout.id, {
        error: failureWords(error),
        isLastAttempt,
        now: clock.now(),
      });
      log.error({ err: error, payoutId: payout.id }, 'payout failed');
      throw error;
    }
  }
  queue.handlePayouts(send);

  /**
   * Gives a payout's money back to the driver's balance once: its posting reversed (fee included), in the transaction
   * that moves it to `to` from one of `from`. False when it was not in one of those states (a repeat).
   */
  async function giveBack(
    tx: Database,
    payout: PayoutRow,
    to: 'returned' | 'cancelled',
    error: string | null,
  ): Promise<void> {
    const now = clock.now();
    const reversed = payoutEntries(payout.driverId, payout.amount, payout.fee, payout.cashDebtNetted).map(
      (line) => ({ ...line, amount: -line.amount }),
    );
    const transactionId = await postTransaction(tx, {
      kind: 'payout_return',
      actorId: to === 'cancelled' ? payout.driverId : null,
      currency: payout.currency,
      description: to === 'cancelled' ? 'Payout cancelled' : 'Payout returned by the bank',
      at: now,
      entries: reversed,
    });
    if (transactionId === null) throw new Error(`payout ${payout.id} return refused as a repeat`);
    await markPayoutReturned(tx, payout.id, { status: to, returnTransactionId: transactionId, error, now });
  }

  return {
    /** The Earnings page's payouts: account, balance, schedule and the latest payouts. */
    async overview(driverId: string): Promise<DriverPayouts> {
      const currency = await currencyOf({ driverId });
      const [account, balance, cashDebt, payoutSettings, weekly, rows] = await Promise.all([
        currentAccount(driverId),
        sumPayoutBalance(db, driverId, currency),
        sumDriverCashDebt(db, driverId, currency),
        settings.getPayouts(),
        weeklyScheduleOf(driverId),
        listDriverPayouts(db, driverId, DRIVER_LIST_LIMIT),
      ]);
      return {
        account: { status: account?.status ?? 'not_connected', provider: provider.kind },
        balance: { currency, ...balance, cashDebt },
        schedule: {
          weeklyPayoutWeekday: weekly.weekday,
          nextWeeklyPayoutOn: nextWeeklyPayoutOn(clock.now(), weekly.weekday, weekly.timeZone),
          instantPayoutFee: payoutSettings.instantPayoutFee,
        },
        payouts: rows.map(toPayout),
      };
    },

    /**
     * Opens the driver's account at the provider when there is none (once: keyed by the driver) and answers its
     * onboarding link, which comes back to `returnUrl` (a page of the driver app on a configured origin).
     */
    async connect(driverId: string, returnUrl: string): Promise<{ url: string }> {
      checkReturnUrl(returnUrl);
      let account = await currentAccount(driverId);
      if (account === undefined) {
        const driver = await findUserById(db, driverId);
        if (driver === undefined) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'No such driver.');
        const { accountId } = await atProvider(() =>
          provider.createAccount(
            { driverId, email: driver.email },
            `payout-account-${provider.kind}-${driverId}`,
          ),
        );
        account = await insertPayoutAccount(db, {
          driverId,
          provider: provider.kind,
          providerAccountId: accountId,
          status: 'onboarding',
          now: clock.now(),
        });
      }
      const { providerAccountId } = account;
      return atProvider(() =>
        provider.createOnboardingLink(providerAccountId, { returnUrl, refreshUrl: returnUrl }),
      );
    },

    /** Back from the onboarding: the provider says whether payouts are enabled now; the status follows. */
    async refreshAccount(driverId: string): Promise<DriverPayouts> {
      const account = await currentAccount(driverId);
      if (account !== undefined) {
        const state = await atProvider(() => provider.findAccount(account.providerAccountId));
        const status = state?.isPayoutsEnabled === true ? 'enabled' : 'onboarding';
        if (status !== account.status) await updatePayoutAccountStatus(db, driverId, status, clock.now());
      }
      return this.overview(driverId);
    },

    /** Cash out now: `amount` leaves the balance, the configured fee comes out of it; 201 with the pending payout. */
    async cashOut(driverId: string, input: CashOutInput): Promise<Payout> {
      const { instantPayoutFee } = await settings.getPayouts();
      const { payout } = await createPayout(driverId, {
        kind: 'instant',
        reference: `instant-${input.idempotencyKey}`,
        amount: input.amount,
        fee: instantPayoutFee,
      });
      return toPayout(payout);
    },

    /**
     * The automatic weekly payouts: on their city's payout weekday in its time zone (else the service-wide day),
     * every driver with an enabled account and a positive balance is paid all of it, without a fee; once per driver
     * and local day (the reference), so every process may run it every hour. Answers how many payouts it made.
     */
    async runWeekly(): Promise<number> {
      const now = clock.now();
      let made = 0;
      for (const account of await findEnabledPayoutAccounts(db)) {
        const { weekday, timeZone } = await weeklyScheduleOf(account.driverId);
        if (isoWeekdayIn(now, timeZone) !== weekday) continue;
        try {
          const { isNew } = await createPayout(account.driverId, {
            kind: 'weekly',
            reference: weeklyReference(now, timeZone),
            amount: 'all',
            fee: 0,
          });
          if (isNew) made += 1;
        } catch (error) {
          // Nothing owed (or a changed account): no payout this week. Anything else is logged, the others go on.
          if (error instanceof AppError && error.statusCode < 500) continue;
          log.error({ err: error, driverId: account.driverId }, 'weekly payout failed');
        }
      }
      return made;
    },

    /** At start: queues every pending payout (a job already queued under its id is not queued again). */
    async recover(): Promise<number> {
      let queued = 0;
      for (const id of await findPendingPayoutIds(db)) {
        if ((await queue.send({ kind: 'payout', payoutId: id }, id)) !== null) queued += 1;
      }
      return queued;
    },

    /**
     * The provider says a payout did not reach the driver (Stripe: its transfer reversed in full; the sandbox: the
     * bank refused it): the amount back in the driver's balance, once. Answers what it did, for the webhook's log.
     * `within`: the caller's transaction, if any.
     */
    async returnByTransfer(transferId: string, reason: string, within: Database = db): Promise<string> {
      const known = await findPayoutByTransferId(within, transferId);
      if (known === undefined) return 'ignored: no such payout';
      // In the caller's transaction when given (a webhook's, which keeps the event id with it): a savepoint.
      return within.transaction(async (tx) => {
        const payout = await lockPayout(tx, known.id);
        if (payout?.status !== 'paid' || payout.providerTransferId !== transferId)
          return `ignored: payout is ${payout?.status ?? 'gone'}`;
        await giveBack(tx, payout, 'returned', reason.slice(0, 500));
        log.warn({ payoutId: payout.id, transferId }, 'payout returned by the provider');
        return 'applied: payout returned to the driver’s balance';
      });
    },

    /**
     * The sandbox's stand-in for a bank refusing a payout (admins trying the flow): its transfer marked reversed in
     * the sandbox's books, and the payout returned as a Stripe reversal would. 404 with another provider, or for a
     * transfer the sandbox did not make or reversed already.
     */
    async refuseSandboxTransfer(transferId: string): Promise<AdminPayout> {
      if (provider.kind !== 'sandbox' || !(await markSandboxTransferReversed(db, transferId)))
        throw new AppError(404, ERROR_CODES.PAYOUT_NOT_FOUND, PAYOUT_MESSAGES.payoutNotFound);
      await this.returnByTransfer(transferId, 'The sandbox bank refused the payout.');
      const payout = await findPayoutByTransferId(db, transferId);
      const row = payout && (await findPayoutWithDriver(db, payout.id));
      if (row === undefined)
        throw new AppError(404, ERROR_CODES.PAYOUT_NOT_FOUND, PAYOUT_MESSAGES.payoutNotFound);
      return toAdminPayout(row);
    },

    /** The driver takes back a payout not sent yet: the amount back in their balance; 409 once it is being sent. */
    async cancel(driverId: string, id: string): Promise<Payout> {
      const cancelled = await db.transaction(async (tx) => {
        const payout = await lockPayout(tx, id);
        if (payout?.driverId !== driverId)
          throw new AppError(404, ERROR_CODES.PAYOUT_NOT_FOUND, PAYOUT_MESSAGES.payoutNotFound);
        if (payout.status !== 'pending' || payout.sendStartedAt !== null)
          throw new AppError(409, ERROR_CODES.PAYOUT_NOT_CANCELLABLE, PAYOUT_MESSAGES.payoutNotCancellable);
        await giveBack(tx, payout, 'cancelled', null);
        return (await findPayout(tx, id)) ?? payout;
      });
      return toPayout(cancelled);
    },

    /** Admins: every payout, failed first, then newest. */
    async list(): Promise<AdminPayout[]> {
      return (await listPayoutsWithDrivers(db, ADMIN_LIST_LIMIT)).map(toAdminPayout);
    },

    /** Admins: a failed payout back to pending with a fresh job (its retries start over), audited. */
    async retry(id: string, adminId: string): Promise<AdminPayout> {
      const now = clock.now();
      const reopened = await db.transaction(async (tx) => {
        const locked = await lockPayout(tx, id);
        // A returned payout's money is back in the balance: sending it again takes it out again (if it is still
        // there), as a new round with its own transfer key.
        const isReopened =
          locked?.status === 'returned'
            ? await resend(tx, locked, adminId, now)
            : await reopenFailedPayout(tx, id, now);
        if (isReopened)
          await recordAudit(tx, {
            actorId: adminId,
            action: 'payout.retry',
            targetType: 'payout',
            targetId: id,
            details: {},
            at: now,
          });
        return isReopened;
      });
      if (!reopened) {
        const known = await findPayout(db, id);
        throw known === undefined
          ? new AppError(404, ERROR_CODES.PAYOUT_NOT_FOUND, PAYOUT_MESSAGES.payoutNotFound)
          : new AppError(409, ERROR_CODES.PAYOUT_NOT_FAILED, PAYOUT_MESSAGES.payoutNotFailed);
      }
      await queue.send({ kind: 'payout', payoutId: id });
      const row = await findPayoutWithDriver(db, id);
      if (row === undefined) throw new Error(`payout ${id} vanished after its retry`);
      return toAdminPayout(row);
    },
  };
}
