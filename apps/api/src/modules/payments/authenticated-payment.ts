import { RIDE_MESSAGES } from '@ridebook/validation';
import {
  authenticatedPaymentInvalid,
  authenticationFailed,
  authenticationRedirect,
  authenticationRequired,
  callProvider,
} from './payment-errors.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** What a payment confirmed by 3-D Secure must have been made for: its provider key, amount and currency. */
export type ExpectedPayment = { reference: string; amount: number; currency: string };

/**
 * Back from 3-D Secure (docs/decisions/008): asks the provider how the payment stands (never the browser) and
 * returns once it is authorised. A payment made for anything else (another rider, booking or top-up, whose
 * reference differs) or for another amount or currency is refused with `invalidMessage` on `path`; a refused
 * authentication is a decline; one still waiting answers the 402 that sends the browser back to the bank.
 */
export async function confirmAuthenticatedPayment(
  provider: PaymentProvider,
  paymentId: string,
  expected: ExpectedPayment,
  {
    path,
    invalidMessage = RIDE_MESSAGES.authenticatedPaymentInvalid,
  }: { path: string; invalidMessage?: string },
): Promise<void> {
  const state = await callProvider(() => provider.findAuthorisation(paymentId));
  if (
    state?.reference !== expected.reference ||
    state.amount !== expected.amount ||
    state.currency !== expected.currency
  ) {
    throw authenticatedPaymentInvalid(path, invalidMessage);
  }
  if (state.status === 'failed') throw authenticationFailed(path);
  if (state.status === 'requires_authentication') {
    if (state.redirectUrl === null) throw authenticationRequired(path);
    throw authenticationRedirect(path, { paymentId, redirectUrl: state.redirectUrl });
  }
}

/**
 * The provider answered `requires_authentication` to a new charge: the 402 that sends the browser to the bank when
 * there is a page to come back to; else the payment is released and the charge refused (nothing for the rider to do).
 */
export async function refuseUntilAuthenticated(
  provider: PaymentProvider,
  result: { paymentId: string; redirectUrl: string | null },
  path: string,
): Promise<never> {
  if (result.redirectUrl !== null) {
    throw authenticationRedirect(path, { paymentId: result.paymentId, redirectUrl: result.redirectUrl });
  }
  if (result.paymentId !== '')
    await provider.void(result.paymentId, `void-${result.paymentId}`).catch(() => undefined);
  throw authenticationRequired(path);
}
