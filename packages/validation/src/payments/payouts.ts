import { z } from 'zod';
import { formatMajorUnits, parseMajorUnits } from '../money/amount.ts';
import { formatAmount } from './payment-messages.ts';
import { idempotencyKeyField, returnUrlField } from './payment-authentication-fields.ts';

// Driver payouts (issue #24): a driver connects a payout account at the payout provider (Stripe Connect's hosted
// onboarding, or the sandbox's own page), sees the balance owed to them (a ledger sum: earnings minus the cash they
// hold for the platform minus earlier payouts), is paid weekly on a set weekday, and can cash out now for a fee.

export const PAYOUT_KINDS = ['weekly', 'instant'] as const;
/**
 * `failed`: out of retries, waiting for an admin (the amount still out of the balance); `returned`: the provider
 * reported it failed after sending, and the amount is back in the driver's balance; `cancelled`: the driver took it
 * back before it was sent, the amount back in their balance (decision 029).
 */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed', 'returned', 'cancelled'] as const;
/** `not_connected`: no account yet; `onboarding`: opened, the provider's form not finished; `enabled`: paid to. */
export const PAYOUT_ACCOUNT_STATUSES = ['not_connected', 'onboarding', 'enabled'] as const;
/** ISO weekdays, Monday first (1) to Sunday (7). */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const PAYOUT_LIMITS = { instantFeeMax: 10_000 } as const;

export const PAYOUT_MESSAGES = {
  amountInvalid: 'Please enter a whole amount in cents, more than the fee',
  idempotencyKeyInvalid: 'Please try cashing out again',
  accountRequired: 'Connect a payout account before cashing out.',
  accountNotReady: 'Finish setting up your payout account before cashing out.',
  nothingToPay: 'There is nothing to cash out yet.',
  payoutNotFound: 'No payout has this id.',
  payoutNotFailed: 'Only a failed or returned payout can be retried.',
  payoutNotCancellable: 'This payout is already being sent and can no longer be cancelled.',
  settingsInvalid: 'Please check the payout settings',
} as const;

/** "You can cash out at most $12.40." (the balance, in the currency's words). */
export const payoutAboveBalanceMessage = (available: number, currency: string) =>
  available > 0
    ? `You can cash out at most ${formatAmount(available, currency)}.`
    : PAYOUT_MESSAGES.nothingToPay;

/**
 * Admins' payout settings. `weeklyPayoutWeekday`: the ISO weekday (1 Monday ... 7 Sunday, UTC) of the automatic
 * payouts; one for the whole service until cities land, then one per city. `instantPayoutFee`: what "cash out now"
 * costs, minor units, taken from the amount cashed out.
 */
export const payoutSettingsSchema = z.object({
  weeklyPayoutWeekday: z
    .number({ error: PAYOUT_MESSAGES.settingsInvalid })
    .int({ error: 'Please choose a weekday' })
    .min(1, { error: 'Please choose a weekday' })
    .max(7, { error: 'Please choose a weekday' }),
  instantPayoutFee: z
    .number({ error: PAYOUT_MESSAGES.settingsInvalid })
    .int({ error: 'Please enter a whole number of cents' })
    .min(0, { error: 'Must not be negative' })
    .max(PAYOUT_LIMITS.instantFeeMax, { error: `Must be at most ${PAYOUT_LIMITS.instantFeeMax}` }),
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;
export const DEFAULT_PAYOUT_SETTINGS: PayoutSettings = { weeklyPayoutWeekday: 1, instantPayoutFee: 50 };
export const payoutSettingsResponseSchema = z.object({ data: payoutSettingsSchema });

const cents = z.number().int();

export const payoutSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PAYOUT_KINDS),
  status: z.enum(PAYOUT_STATUSES),
  currency: z.string(),
  /** What left the driver's balance. */
  amount: cents,
  /** The platform's fee (cash out now), part of `amount`. */
  fee: cents,
  /** What reaches the driver's account: amount minus fee. */
  transferred: cents,
  /** The cash debt settled against earnings in this payout. */
  cashDebtNetted: cents,
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** The balance owed to the driver, from the ledger: available = earned - cashCollected - paidOut. */
export const payoutBalanceSchema = z.object({
  currency: z.string(),
  /** What can be paid out now (may be negative: the driver owes the platform more cash than they earned). */
  available: cents,
  /** Every fare share, tip and fee the driver earned (less refunds), whatever the payment method. */
  earned: cents,
  /** Cash fares the driver collected and kept. */
  cashCollected: cents,
  /** Earlier payouts, fees included. */
  paidOut: cents,
  /** The platform's share of cash fares not netted yet: the next payout settles it. */
  cashDebt: cents,
});
export type PayoutBalance = z.infer<typeof payoutBalanceSchema>;

export const driverPayoutsSchema = z.object({
  account: z.object({
    status: z.enum(PAYOUT_ACCOUNT_STATUSES),
    /** The payout provider (`sandbox`: no money moves). */
    provider: z.enum(['sandbox', 'stripe']),
  }),
  balance: payoutBalanceSchema,
  schedule: z.object({
    weeklyPayoutWeekday: z.number().int().min(1).max(7),
    /** The next automatic payout's day (YYYY-MM-DD, UTC). */
    nextWeeklyPayoutOn: z.iso.date(),
    instantPayoutFee: cents,
  }),
  /** The driver's payouts, newest first (the latest 50). */
  payouts: z.array(payoutSchema),
});
export type DriverPayouts = z.infer<typeof driverPayoutsSchema>;
export const driverPayoutsResponseSchema = z.object({ data: driverPayoutsSchema });

/** POST /api/driver/payouts/account: the driver app's page to come back to after the provider's onboarding. */
export const payoutAccountLinkRequestSchema = z.object({ returnUrl: returnUrlField });
export type PayoutAccountLinkRequest = z.infer<typeof payoutAccountLinkRequestSchema>;
export const payoutAccountLinkResponseSchema = z.object({
  /** The provider's onboarding page (Stripe: an Account Link; the sandbox: a path of this API). */
  data: z.object({ url: z.string() }),
});

/** POST /api/driver/payouts: cash out now; `amount` leaves the balance, the fee comes out of it. */
export const cashOutSchema = z.object({
  amount: z
    .number({ error: PAYOUT_MESSAGES.amountInvalid })
    .int({ error: PAYOUT_MESSAGES.amountInvalid })
    .min(1, { error: PAYOUT_MESSAGES.amountInvalid })
    .max(100_000_000, { error: PAYOUT_MESSAGES.amountInvalid }),
  idempotencyKey: idempotencyKeyField(PAYOUT_MESSAGES.idempotencyKeyInvalid),
});
export type CashOutInput = z.infer<typeof cashOutSchema>;
export const payoutResponseSchema = z.object({ data: payoutSchema });

/** A payout as admins list it: with its driver and the provider's last error. */
export const adminPayoutSchema = payoutSchema.extend({
  driver: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutListResponseSchema = z.object({ data: z.array(adminPayoutSchema) });
export const adminPayoutResponseSchema = z.object({ data: adminPayoutSchema });
export const payoutIdParamsSchema = z.object({ id: z.uuid({ error: PAYOUT_MESSAGES.payoutNotFound }) });

/** The admin's payout settings form: text, one string per field; the fee in the currency's major units ("0.50"). */
export type PayoutSettingsForm = Record<keyof PayoutSettings, string>;

export function payoutSettingsToForm(settings: PayoutSettings, currency: string): PayoutSettingsForm {
  return {
    weeklyPayoutWeekday: String(settings.weeklyPayoutWeekday),
    instantPayoutFee: formatMajorUnits(settings.instantPayoutFee, currency),
  };
}

/** The admin's payout form for `currency`: the weekday read as a number, the fee as an amount, then the API's schema. */
export function payoutSettingsFormSchema(currency: string) {
  return z
    .object({
      weeklyPayoutWeekday: z.string({ error: PAYOUT_MESSAGES.settingsInvalid }),
      instantPayoutFee: z.string({ error: PAYOUT_MESSAGES.settingsInvalid }),
    })
    .transform((form, context) => {
      const fee =
        form.instantPayoutFee.trim() === '' ? undefined : parseMajorUnits(form.instantPayoutFee, currency);
      if (fee === null) {
        context.addIssue({
          code: 'custom',
          path: ['instantPayoutFee'],
          message: 'Please enter an amount such as 0.50',
        });
        return z.NEVER;
      }
      const weekday = form.weeklyPayoutWeekday.trim();
      return { weeklyPayoutWeekday: weekday === '' ? undefined : Number(weekday), instantPayoutFee: fee };
    })
    .pipe(payoutSettingsSchema);
}

/** A transfer of the sandbox payout provider (`tr_sandbox_` and 24 hex digits). */
export const sandboxTransferParamsSchema = z.object({
  transferId: z.string().regex(/^tr_sandbox_[0-9a-f]{24}$/, { error: PAYOUT_MESSAGES.payoutNotFound }),
});
