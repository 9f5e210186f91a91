import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@ridebook/validation';
import { CardRejectedError } from './payment-provider.ts';
import { createSandboxPaymentProvider, SANDBOX_TEST_CARDS } from './sandbox-payment-provider.ts';

const sandbox = createSandboxPaymentProvider();
const card = (number: string) => ({ number, expMonth: 12, expYear: 2040, cvc: '123' });
const OWNER = { userId: 'u', email: 'e@example.com' };

async function authorise(number: string) {
  const saved = await sandbox.saveCard(card(number), OWNER);
  return sandbox.authorise({
    card: saved,
    amount: 1_000,
    currency: 'USD',
    description: 'x',
    idempotencyKey: 'k',
  });
}

describe('sandbox payment provider', () => {
  it('keeps brand, last 4 and expiry, and a token that does not hold the number', async () => {
    const saved = await sandbox.saveCard(card('4242424242424242'), OWNER);
    expect(saved).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2040,
      customer: null,
    });
    expect(saved.token).not.toContain('4242424242424242');
  });

  it('follows the test-card convention: 4242 succeeds, 0002 is declined, 3155 needs authentication', async () => {
    expect((await authorise('4242424242424242')).outcome).toBe('authorised');
    expect(await authorise('4000000000000002')).toEqual({
      outcome: 'declined',
      code: 'card_declined',
      reason: 'the bank refused the payment',
    });
    expect(await authorise('4000000000009995')).toMatchObject({
      outcome: 'declined',
      reason: 'insufficient funds',
    });
    expect((await authorise('4000002500003155')).outcome).toBe('requires_authentication');
  });

  it('answers each listed test card as its label says', async () => {
    const outcomes = {
      succeeds: 'authorised',
      declined: 'declined',
      requires_authentication: 'requires_authentication',
    };
    for (const testCard of SANDBOX_TEST_CARDS) {
      expect((await authorise(testCard.number)).outcome).toBe(outcomes[testCard.outcome]);
    }
  });

  it('refuses a real-looking card that is not a test card, naming the number', async () => {
    const attempt = sandbox.saveCard(card('4111111111111111'), OWNER);
    await expect(attempt).rejects.toBeInstanceOf(CardRejectedError);
    await expect(attempt).rejects.toMatchObject({
      field: 'number',
      message: PAYMENT_MESSAGES.sandboxTestCardsOnly,
    });
  });

  it('declines a token it did not make', async () => {
    const result = await sandbox.authorise({
      card: { token: 'tok_forged', customer: null },
      amount: 100,
      currency: 'USD',
      description: 'x',
      idempotencyKey: 'k',
    });
    expect(result.outcome).toBe('declined');
  });
});
