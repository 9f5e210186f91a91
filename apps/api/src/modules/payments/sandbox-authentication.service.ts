import { ERROR_CODES, PAYMENT_MESSAGES, RIDE_MESSAGES } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { paymentFieldError } from './payment-errors.ts';
import {
  answerSandboxAuthentication,
  findSandboxAuthentication,
  type SandboxAuthenticationRow,
} from './sandbox-authentications.repository.ts';

/** Where the rider's browser may be sent back to: the configured origins (PUBLIC_SITE_URL's, CORS_ORIGINS). */
export type ReturnOrigins = { allowedOrigins: readonly string[] };

/** Whether `url` is on one of the configured origins (normalised: `http://localhost:80` is `http://localhost`). */
export function isAllowedReturnUrl(url: string, origins: ReturnOrigins): boolean {
  const origin = originOf(url);
  return origin !== undefined && origins.allowedOrigins.map(originOf).includes(origin);
}

export type SandboxAuthenticationService = ReturnType<typeof createSandboxAuthenticationService>;

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The sandbox's stand-in for a bank's 3-D Secure page (docs/decisions/008): the rider completes or fails a pending
 * payment and is sent back to the rider app. Only with the sandbox provider (404 otherwise), and only back to one of
 * the app's own origins, never an open redirect.
 */
export function createSandboxAuthenticationService(options: {
  db: Database;
  isSandbox: boolean;
  origins: ReturnOrigins;
}) {
  const { db, isSandbox, origins } = options;

  const notFound = () =>
    new AppError(404, ERROR_CODES.NOT_FOUND, PAYMENT_MESSAGES.paymentNotFound, [
      { path: 'paymentId', message: PAYMENT_MESSAGES.paymentNotFound },
    ]);

  /** The pending payment and its return URL, checked against the configured origins (never the request's Host). */
  async function load(paymentId: string): Promise<SandboxAuthenticationRow> {
    if (!isSandbox) throw notFound();
    const row = await findSandboxAuthentication(db, paymentId);
    if (!row) throw notFound();
    // Normalised (`http://localhost:80` is `http://localhost`), as the return URL's origin is.
    const allowed = origins.allowedOrigins.map(originOf);
    const returnOrigin = originOf(row.returnUrl);
    if (returnOrigin === undefined || !allowed.includes(returnOrigin)) {
      throw paymentFieldError(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        'returnUrl',
        RIDE_MESSAGES.returnUrlInvalid,
      );
    }
    return row;
  }

  /** The return URL with Stripe's parameters, so the rider app reads both providers' returns alike. */
  function returnLocation(row: SandboxAuthenticationRow, status: SandboxAuthenticationRow['status']): string {
    const url = new URL(row.returnUrl);
    url.searchParams.set('payment_intent', row.paymentId);
    url.searchParams.set('redirect_status', status === 'authenticated' ? 'succeeded' : 'failed');
    return url.toString();
  }

  return {
    /** What the page shows: the payment, and where its answer sends the browser. */
    async page(paymentId: string) {
      const row = await load(paymentId);
      return {
        payment: row,
        returnOrigin: new URL(row.returnUrl).origin,
        back: returnLocation(row, row.status),
      };
    },

    /** Records the rider's answer (a pending payment only) and says where to send the browser (303). */
    async answer(paymentId: string, result: 'complete' | 'fail'): Promise<string> {
      const row = await load(paymentId);
      await answerSandboxAuthentication(
        db,
        row.paymentId,
        result === 'complete' ? 'authenticated' : 'failed',
      );
      const answered = (await findSandboxAuthentication(db, row.paymentId)) ?? row;
      return returnLocation(answered, answered.status);
    },
  };
}
