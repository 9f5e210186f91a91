/** Limits of wallet top-ups and refunds, in minor units (cents). */
export const PAYMENT_LIMITS = {
  topUpMin: 500,
  topUpMax: 50_000,
  refundReasonMax: 500,
} as const;

/** `$12.50`: amounts in messages, in the currency of the money they describe. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** Messages of cards, the wallet and refunds. */
export const PAYMENT_MESSAGES = {
  cardNumberInvalid: 'Enter a valid card number',
  sandboxTestCardsOnly: 'The sandbox accepts test cards only, such as 4242 4242 4242 4242',
  expMonthInvalid: 'Enter the expiry month, from 1 to 12',
  expYearInvalid: 'Enter the expiry year, such as 2030',
  cardExpired: 'This card has expired',
  cvcInvalid: 'Enter the 3 or 4 digit security code',
  paymentMethodNotFound: 'Card not found',
  paymentMethodRemoved: 'Card removed',
  cardSetupInvalid: 'This card was not entered. Please add it again.',
  cardSetupPending: 'Your card is not confirmed yet. Finish entering it, or add it again.',
  cardAlreadySaved: 'This card is already saved. Choose it from your saved cards.',
  cardRequired: 'Add a card before paying by card',
  authenticationRequired:
    'Your bank asks you to confirm this payment (3-D Secure), which this app cannot do yet. Choose another card or payment method.',
  authenticationRedirect: 'Your bank needs to confirm this payment',
  authenticationFailed:
    'Your bank could not confirm this payment. Try again, or choose another card or payment method.',
  paymentNotFound: 'Payment not found',
  providerUnavailable: 'Card payments are unavailable right now. Try again in a moment or pay another way.',
  topUpOutOfRange: 'Choose a top-up between $5 and $500',
  walletCurrencyInvalid: 'Choose the currency of one of our cities, such as USD',
  topUpIdempotencyKeyInvalid: 'The top-up request is missing its key. Please try again.',
  topUpAuthenticatedPaymentInvalid: 'The confirmed payment is not valid. Please top up again.',
  refundAmountInvalid: 'Enter a refund amount of at least 1 cent',
  refundDestinationInvalid: 'Refund to the wallet or the card',
  refundReasonRequired: 'Please give a reason for the refund',
  refundReasonTooLong: 'Keep the reason under 500 characters',
  refundRideNotCompleted: 'Only a completed ride can be refunded',
  refundCardUnavailable: 'This ride was not paid by card: refund it to the wallet',
  refundNothingLeft: 'This ride has been refunded in full already',
  refundPurposeInvalid: 'Refund the fare or the tip',
  refundNoTip: 'This ride has no tip to refund',
  refundTipCardUnavailable: 'The tip was not paid by card: refund it to the wallet',
  refundTipNothingLeft: 'The tip has been refunded in full already',
} as const;

/** A decline, naming the provider's reason ("Your card was declined: insufficient funds."). */
export function cardDeclinedMessage(reason: string): string {
  const detail = reason.trim().replace(/\.$/, '');
  return detail === '' ? 'Your card was declined.' : `Your card was declined: ${detail}.`;
}

export function walletInsufficientMessage(available: number, needed: number, currency: string): string {
  return `Your wallet has ${formatAmount(available, currency)}, but this ride can cost up to ${formatAmount(needed, currency)}. Top up your wallet or choose another payment method.`;
}

export function refundTooLargeMessage(refundable: number, currency: string): string {
  return `You can refund at most ${formatAmount(refundable, currency)} for this ride`;
}

export function tipRefundTooLargeMessage(refundable: number, currency: string): string {
  return `You can refund at most ${formatAmount(refundable, currency)} of this ride's tip`;
}
