import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  RIDE_MESSAGES,
  cardDeclinedMessage,
  type PaymentAuthentication,
} from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';
import { PaymentProviderUnavailableError } from './payment-provider.ts';

/** A 4xx naming one field, as every bad input is answered. */
export const paymentFieldError = (status: number, code: string, path: string, message: string) =>
  new AppError(status, code, message, [{ path, message }]);

export const paymentMethodNotFound = (path = 'id') =>
  paymentFieldError(404, ERROR_CODES.PAYMENT_METHOD_NOT_FOUND, path, PAYMENT_MESSAGES.paymentMethodNotFound);

export const cardDeclined = (reason: string, path: string) =>
  paymentFieldError(402, ERROR_CODES.CARD_DECLINED, path, cardDeclinedMessage(reason));

export const authenticationRequired = (path: string) =>
  paymentFieldError(
    402,
    ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED,
    path,
    PAYMENT_MESSAGES.authenticationRequired,
  );

/**
 * The rider's bank must confirm a booking's or top-up's payment (3-D Secure): the body's `authentication` tells the
 * client where to send the browser and which payment to send again once it is back.
 */
export const authenticationRedirect = (path: string, authentication: PaymentAuthentication) =>
  new AppError(
    402,
    ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED,
    PAYMENT_MESSAGES.authenticationRedirect,
    [{ path, message: PAYMENT_MESSAGES.authenticationRedirect }],
    { authentication },
  );

/** The bank refused the rider's 3-D Secure: as a decline. */
export const authenticationFailed = (path: string) =>
  paymentFieldError(402, ERROR_CODES.CARD_DECLINED, path, PAYMENT_MESSAGES.authenticationFailed);

/** A confirmed payment id that is not this booking's or top-up's (another rider's, booking's or top-up's, or unknown). */
export const authenticatedPaymentInvalid = (
  path: string,
  message: string = RIDE_MESSAGES.authenticatedPaymentInvalid,
) => paymentFieldError(400, ERROR_CODES.VALIDATION_FAILED, path, message);

/** Runs a provider call; an unreachable provider becomes a 503 the client can show, never a 500. */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) {
      throw new AppError(503, ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE, PAYMENT_MESSAGES.providerUnavailable);
    }
    throw error;
  }
}
