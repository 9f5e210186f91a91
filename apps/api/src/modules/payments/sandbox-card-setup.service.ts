import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, PAYMENT_MESSAGES, RIDE_MESSAGES, sandboxCardSchema } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { paymentFieldError } from './payment-errors.ts';
import { isAllowedReturnUrl, type ReturnOrigins } from './sandbox-authentication.service.ts';
import {
  confirmSandboxCardSetup,
  findSandboxCardSetup,
  type SandboxCardSetupRow,
} from './sandbox-card-setups.repository.ts';
import { sandboxCardToken } from './sandbox-payment-provider.ts';

// The sandbox's hosted card page (docs/decisions/008): the sandbox provider's stand-in for Stripe's fields, on the
// API's origin. The rider types a test card there; the sandbox keeps its token, brand, last 4 and expiry (never the
// number or CVC) and sends the browser back to the rider app as Stripe does after a SetupIntent's redirect
// (`setup_intent`, `redirect_status`). RideBook's own routes then read the card from the setup, as with Stripe.

export type SandboxCardSetupService = ReturnType<typeof createSandboxCardSetupService>;

export type CardFieldErrors = Partial<Record<'number' | 'expMonth' | 'expYear' | 'cvc', string>>;

export type CardPageAnswer =
  | { outcome: 'saved'; location: string }
  | { outcome: 'invalid'; setup: SandboxCardSetupRow; errors: CardFieldErrors };

const isSameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A card is good through the last day of its expiry month. */
const hasExpired = (card: { expMonth: number; expYear: number }, now: Date) =>
  card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

export function createSandboxCardSetupService(options: {
  db: Database;
  clock: Clock;
  isSandbox: boolean;
  origins: ReturnOrigins;
}) {
  const { db, clock, isSandbox, origins } = options;

  const notFound = () =>
    new AppError(404, ERROR_CODES.NOT_FOUND, PAYMENT_MESSAGES.cardSetupInvalid, [
      { path: 'setupId', message: PAYMENT_MESSAGES.cardSetupInvalid },
    ]);

  /** The setup, opened with its own client secret, whose return URL is on a configured origin. */
  async function load(setupId: string, clientSecret: string): Promise<SandboxCardSetupRow> {
    if (!isSandbox) throw notFound();
    const setup = await findSandboxCardSetup(db, setupId);
    if (!setup || !isSameSecret(clientSecret, setup.clientSecret)) throw notFound();
    if (!isAllowedReturnUrl(setup.returnUrl, origins))
      throw paymentFieldError(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        'returnUrl',
        RIDE_MESSAGES.returnUrlInvalid,
      );
    return setup;
  }

  /** The return URL with Stripe's parameters, so the rider app reads both providers' returns alike. */
  function returnLocation(setup: SandboxCardSetupRow): string {
    const url = new URL(setup.returnUrl);
    url.searchParams.set('setup_intent', setup.id);
    url.searchParams.set('redirect_status', 'succeeded');
    return url.toString();
  }

  return {
    /** What the page shows: the setup (pending: the form; confirmed: a way back). */
    async page(setupId: string, clientSecret: string) {
      const setup = await load(setupId, clientSecret);
      return { setup, returnOrigin: new URL(setup.returnUrl).origin, back: returnLocation(setup) };
    },

    /**
     * The page's form: a test card is kept as a token (what the card does), with brand, last 4 and expiry; the
     * number and CVC are dropped here. Any other number, an expired card or a bad field: the form again, each
     * field with its message.
     */
    async submit(
      setupId: string,
      clientSecret: string,
      form: Record<string, unknown>,
    ): Promise<CardPageAnswer> {
      const setup = await load(setupId, clientSecret);
      if (setup.status === 'succeeded') return { outcome: 'saved', location: returnLocation(setup) };
      const parsed = sandboxCardSchema.safeParse(form);
      if (!parsed.success) {
        const errors: CardFieldErrors = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]) as keyof CardFieldErrors;
          errors[field] ??= issue.message;
        }
        return { outcome: 'invalid', setup, errors };
      }
      const card = parsed.data;
      if (hasExpired(card, clock.now()))
        return { outcome: 'invalid', setup, errors: { expYear: PAYMENT_MESSAGES.cardExpired } };
      const known = sandboxCardToken(card.number);
      if (!known)
        return { outcome: 'invalid', setup, errors: { number: PAYMENT_MESSAGES.sandboxTestCardsOnly } };
      await confirmSandboxCardSetup(db, setup.id, {
        cardToken: known.token,
        brand: known.brand,
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      });
      return { outcome: 'saved', location: returnLocation(setup) };
    },
  };
}
