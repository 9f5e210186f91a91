import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test/field-errors.ts';
import { RIDE_MESSAGES } from '../rides/ride-messages.ts';
import { addCardSchema, cardSetupRequestSchema, passesLuhn, sandboxCardSchema } from './cards.ts';
import {
  PAYMENT_MESSAGES,
  cardDeclinedMessage,
  formatAmount,
  refundTooLargeMessage,
  tipRefundTooLargeMessage,
  walletInsufficientMessage,
} from './payment-messages.ts';
import { REFUND_LEDGER_KINDS, refundPurposeOf, refundRideSchema } from './refunds.ts';
import { walletTopUpSchema } from './wallet.ts';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

describe('sandboxCardSchema (the sandbox’s hosted card page)', () => {
  it('reads the number without spaces or hyphens', () => {
    expect(sandboxCardSchema.parse(CARD).number).toBe('4242424242424242');
    expect(sandboxCardSchema.parse({ ...CARD, number: '4000-0025-0000-3155' }).number).toBe(
      '4000002500003155',
    );
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it.each([
    [{ ...CARD, number: '4242 4242 4242 4241' }, { number: PAYMENT_MESSAGES.cardNumberInvalid }],
    [{ ...CARD, number: '4242' }, { number: PAYMENT_MESSAGES.cardNumberInvalid }],
    [{ ...CARD, number: 4242424242424242 }, { number: PAYMENT_MESSAGES.cardNumberInvalid }],
    [{ ...CARD, expMonth: 0 }, { expMonth: PAYMENT_MESSAGES.expMonthInvalid }],
    [{ ...CARD, expYear: 30 }, { expYear: PAYMENT_MESSAGES.expYearInvalid }],
    [{ ...CARD, cvc: '12' }, { cvc: PAYMENT_MESSAGES.cvcInvalid }],
    [{ ...CARD, cvc: 123 }, { cvc: PAYMENT_MESSAGES.cvcInvalid }],
  ])('refuses %j with one message per field', (input, errors) => {
    expect(fieldErrors(sandboxCardSchema, input)).toEqual(errors);
  });

  it('reads a form’s text fields (url-encoded) as numbers', () => {
    expect(sandboxCardSchema.parse({ ...CARD, expMonth: '04', expYear: '2031', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expMonth: 4,
      expYear: 2031,
      cvc: '123',
    });
  });
});

describe('addCardSchema and cardSetupRequestSchema: no card number, only a confirmed setup', () => {
  it('takes a setup id and drops anything else, such as a card number', () => {
    expect(addCardSchema.parse({ setupId: 'seti_123', makeDefault: true, ...CARD })).toEqual({
      setupId: 'seti_123',
      makeDefault: true,
    });
    expect(fieldErrors(addCardSchema, { setupId: '' })).toEqual({
      setupId: PAYMENT_MESSAGES.cardSetupInvalid,
    });
    expect(fieldErrors(addCardSchema, CARD)).toEqual({ setupId: PAYMENT_MESSAGES.cardSetupInvalid });
  });

  it('needs an http(s) page to come back to', () => {
    expect(
      cardSetupRequestSchema.safeParse({ returnUrl: 'http://localhost:3000/rider/wallet' }).success,
    ).toBe(true);
    expect(fieldErrors(cardSetupRequestSchema, { returnUrl: 'javascript:alert(1)' })).toEqual({
      returnUrl: RIDE_MESSAGES.returnUrlInvalid,
    });
  });
});

describe('walletTopUpSchema and refundRideSchema', () => {
  it('holds top-ups between $5 and $500 in whole cents', () => {
    expect(walletTopUpSchema.safeParse({ amount: 500 }).success).toBe(true);
    expect(walletTopUpSchema.safeParse({ amount: 50_000 }).success).toBe(true);
    for (const amount of [499, 50_001, 1_000.5, '1000'])
      expect(fieldErrors(walletTopUpSchema, { amount })).toEqual({
        amount: PAYMENT_MESSAGES.topUpOutOfRange,
      });
  });

  describe('top-up 3-D Secure: idempotencyKey, returnUrl and authenticatedPaymentId', () => {
    const resumed = {
      amount: 2_500,
      idempotencyKey: 'top-up_key-123',
      returnUrl: 'https://rider.example.com/rider/wallet?payment_authenticated=1',
      authenticatedPaymentId: 'pi_3Nq2_abc-123',
    };

    it('accepts the key, the page to come back to and the confirmed payment', () => {
      expect(fieldErrors(walletTopUpSchema, resumed)).toEqual({});
      expect(walletTopUpSchema.parse(resumed)).toEqual(resumed);
      expect(walletTopUpSchema.parse({ amount: 500, idempotencyKey: 'abcdefgh' })).toEqual({
        amount: 500,
        idempotencyKey: 'abcdefgh',
      });
    });

    it.each(['short', 'has space here', 'k'.repeat(101), 12345678])(
      'refuses the key %j',
      (idempotencyKey) => {
        expect(fieldErrors(walletTopUpSchema, { ...resumed, idempotencyKey })).toEqual({
          idempotencyKey: PAYMENT_MESSAGES.topUpIdempotencyKeyInvalid,
        });
      },
    );

    it.each([{ returnUrl: resumed.returnUrl }, { authenticatedPaymentId: 'pi_1' }])(
      'needs the key with %j',
      (extra) => {
        expect(fieldErrors(walletTopUpSchema, { amount: 500, ...extra })).toEqual({
          idempotencyKey: PAYMENT_MESSAGES.topUpIdempotencyKeyInvalid,
        });
      },
    );

    it.each([
      'javascript:alert(1)',
      '/rider/wallet',
      'not a url',
      `https://example.com/${'a'.repeat(2_000)}`,
    ])('refuses the return URL %j', (returnUrl) => {
      expect(fieldErrors(walletTopUpSchema, { ...resumed, returnUrl })).toEqual({
        returnUrl: RIDE_MESSAGES.returnUrlInvalid,
      });
    });

    it.each(['', 'pi 1', 'pi/../1', 'p'.repeat(256), 7])(
      'refuses the payment id %j',
      (authenticatedPaymentId) => {
        expect(fieldErrors(walletTopUpSchema, { ...resumed, authenticatedPaymentId })).toEqual({
          authenticatedPaymentId: PAYMENT_MESSAGES.topUpAuthenticatedPaymentInvalid,
        });
      },
    );
  });

  it('needs a positive amount, a destination and a reason for a refund', () => {
    expect(refundRideSchema.parse({ amount: 1, destination: 'wallet', reason: '  Late  ' }).reason).toBe(
      'Late',
    );
    expect(fieldErrors(refundRideSchema, { amount: 0, destination: 'cash', reason: '' })).toEqual({
      amount: PAYMENT_MESSAGES.refundAmountInvalid,
      destination: PAYMENT_MESSAGES.refundDestinationInvalid,
      reason: PAYMENT_MESSAGES.refundReasonRequired,
    });
  });

  it('refunds the fare unless the tip is named', () => {
    const refund = { amount: 300, destination: 'card', reason: 'Tipped by mistake' };
    expect(refundRideSchema.parse(refund).purpose).toBe('fare');
    expect(refundRideSchema.parse({ ...refund, purpose: 'tip' }).purpose).toBe('tip');
    expect(fieldErrors(refundRideSchema, { ...refund, purpose: 'fee' })).toEqual({
      purpose: PAYMENT_MESSAGES.refundPurposeInvalid,
    });
  });

  it('posts a tip refund as its own ledger kind, and tells each refund’s purpose by its kind alone', () => {
    expect(REFUND_LEDGER_KINDS).toEqual({ fare: 'refund', tip: 'tip_refund' });
    expect(refundPurposeOf('refund')).toBe('fare');
    expect(refundPurposeOf('tip_refund')).toBe('tip');
    expect(refundPurposeOf('tip')).toBeNull();
    expect(refundPurposeOf('wallet_top_up')).toBeNull();
  });
});

describe('payment messages', () => {
  it('name amounts in their currency and the decline’s reason', () => {
    expect(formatAmount(1_250, 'USD')).toBe('$12.50');
    expect(cardDeclinedMessage('insufficient funds')).toBe('Your card was declined: insufficient funds.');
    expect(cardDeclinedMessage('')).toBe('Your card was declined.');
    expect(walletInsufficientMessage(500, 2_640, 'USD')).toBe(
      'Your wallet has $5.00, but this ride can cost up to $26.40. Top up your wallet or choose another payment method.',
    );
    expect(refundTooLargeMessage(1_900, 'USD')).toBe('You can refund at most $19.00 for this ride');
    expect(tipRefundTooLargeMessage(300, 'USD')).toBe("You can refund at most $3.00 of this ride's tip");
  });
});
