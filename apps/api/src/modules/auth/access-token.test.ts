import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../shared/app-error.ts';
import { createAccessTokens } from './access-token.ts';

const secret = 'a-test-secret-that-is-long-enough-to-sign';
const claims = { userId: 'user-1', role: 'rider' as const, sessionId: 'session-1' };

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

/** A token signed with `secret` by jose itself, with the given header and payload changes. */
async function joseToken(payload: Record<string, unknown>, alg = 'HS256'): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/** The payload our tokens carry, for `joseToken`. */
function claimsOf(userId: string): Record<string, unknown> {
  return {
    sub: userId,
    sid: userId.replace('user', 'session'),
    role: 'rider',
    iss: 'ridebook',
    aud: 'ridebook-api',
  };
}

describe('access tokens', () => {
  const tokens = createAccessTokens({ secret, ttlSeconds: 900 });
  afterEach(() => vi.useRealTimers());

  it('verifies what it signs, synchronously', async () => {
    const token = await tokens.sign(claims);
    expect(tokens.verify(token)).toEqual(claims);
    expect(tokens.readIgnoringExpiry(token)).toEqual(claims);
  });

  it('says TOKEN_EXPIRED once exp has passed, and still reads the claims for a sign-out', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const token = await tokens.sign(claims);
    vi.setSystemTime(new Date('2026-11-26T10:14:59Z'));
    expect(tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T10:15:00Z'));
    expect(codeOf(() => tokens.verify(token))).toBe('TOKEN_EXPIRED');
    expect(tokens.readIgnoringExpiry(token)).toEqual(claims);
  });

  it('refuses a token before its nbf, then accepts it once nbf has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const nbf = Math.floor(Date.now() / 1000) + 60;
    const token = await joseToken({ ...claimsOf('user-3'), nbf, exp: nbf + 600 });
    expect(codeOf(() => tokens.verify(token))).toBe('UNAUTHENTICATED');
    vi.setSystemTime(new Date('2026-11-26T10:01:00Z'));
    expect(tokens.verify(token)).toEqual({ userId: 'user-3', role: 'rider', sessionId: 'session-3' });
  });

  it('refuses a changed payload, another key, another issuer or audience, and alg none', async () => {
    const token = await tokens.sign(claims);
    expect(tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const admin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 60;
    const base = { sub: 'user-1', sid: 'session-1', role: 'rider', exp };
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const forged = [
      `${header}.${admin}.${signature}`,
      await createAccessTokens({ secret: `${secret}-other`, ttlSeconds: 900 }).sign(claims),
      await joseToken({ ...base, iss: 'someone-else', aud: 'ridebook-api' }),
      await joseToken({ ...base, iss: 'ridebook', aud: 'another-api' }),
      await joseToken({ ...base, iss: 'ridebook', aud: 'ridebook-api', exp: 'never' }),
      `${noneHeader}.${payload}.`,
      // The right HMAC over a header naming another algorithm.
      (() => {
        const other = Buffer.from(JSON.stringify({ alg: 'HS512' })).toString('base64url');
        const mac = createHmac('sha256', secret).update(`${other}.${payload}`).digest('base64url');
        return `${other}.${payload}.${mac}`;
      })(),
      'not-a-token',
      '',
    ];
    for (const token of forged) {
      expect(
        codeOf(() => tokens.verify(token)),
        token,
      ).toBe('UNAUTHENTICATED');
      expect(tokens.readIgnoringExpiry(token), token).toBeUndefined();
    }
  });

  it('accepts a token jose signed with the same claims (the format is unchanged)', async () => {
    const token = await joseToken({
      role: 'driver',
      sid: 'session-2',
      sub: 'user-2',
      iss: 'ridebook',
      aud: 'ridebook-api',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    expect(tokens.verify(token)).toEqual({ userId: 'user-2', role: 'driver', sessionId: 'session-2' });
  });
});
