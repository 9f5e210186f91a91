import { ERROR_CODES, type PaymentAuthentication } from '@ridebook/validation';
import { isApiClientError } from '../errors.ts';
import { DEFAULT_API_BASE_URL, getHttpClient } from '../http-client.ts';

// 3-D Secure (docs/decisions/008): a booking or a top-up that gave a `returnUrl` is refused with where the rider's
// browser goes to let the bank confirm the payment; the same request is then sent again with that payment.

/**
 * The 3-D Secure step a refused booking or top-up asks for (402 PAYMENT_AUTHENTICATION_REQUIRED with
 * `authentication`, sent when the request gave a `returnUrl`): the payment to send again with and where the browser
 * goes; else undefined.
 */
export function paymentAuthenticationOf(error: unknown): PaymentAuthentication | undefined {
  if (!isApiClientError(error) || error.code !== ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED)
    return undefined;
  return error.body?.authentication;
}

/**
 * The absolute address of a 3-D Secure page: a bank's (absolute already) or the sandbox's, which the API gives as a
 * path from its own origin (`/api/payments/sandbox/...`), resolved against the API's base URL (`apiBaseUrl`, else the
 * configured client's, else `/api`, itself resolved against the page).
 */
export function paymentAuthenticationUrl(redirectUrl: string, apiBaseUrl?: string, pageUrl?: string): string {
  const base = apiBaseUrl || getHttpClient().defaults.baseURL || DEFAULT_API_BASE_URL;
  return new URL(redirectUrl, new URL(base, pageUrl ?? window.location.href)).href;
}
