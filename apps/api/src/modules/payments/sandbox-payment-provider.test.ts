import { describe, expect, it } from 'vitest';
import {
  createSandboxPaymentProvider,
  SANDBOX_TEST_CARDS,
  sandboxCardSetupPath,
  sandboxCardToken,
} from './sandbox-payment-provider.ts';

const sandbox = createSandboxPaymentProvider();

async function authorise(number: string) {
  const known = sandboxCardToken(number);
  if (!known) throw new Error(`not a test card: ${number}`);
  return sandbox.authorise({
    card: { token: known.token, customer: null },
    amount: 1_000,
    currency: 'USD',
    description: 'x',
    idempotencyKey: 'k',
  });
}

describe('sandbox payment provider', () => {
  it('makes a token of a test card that does not hold the number, and knows no other number', () => {
    const known = sandboxCardToken('4242424242424242');
    expect(known).toMatchObject({ brand: 'visa' });
    expect(known?.token).not.toContain('4242424242424242');
    expect(sandboxCardToken('4111111111111111')).toBeUndefined();
  });

  it('puts its hosted card page on the API origin, with the setup and its secret in the address', () => {
    expect(sandboxCardSetupPath('sandbox_setup_1', 'a/b')).toBe(
      '/api/payments/sandbox/card-setups/sandbox_setup_1?client_secret=a%2Fb',
    );
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
