import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { ERROR_CODES, MESSAGES, type Role } from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';

const ISSUER = 'ridebook';
const AUDIENCE = 'ridebook-api';

export type AccessTokenClaims = { userId: string; role: Role; sessionId: string };

/** Signs and verifies the short-lived access token (HS256 JWT) of the `rb_access` cookie. */
export type AccessTokens = {
  sign(claims: AccessTokenClaims): Promise<string>;
  /**
   * Throws 401 TOKEN_EXPIRED for an expired token and 401 UNAUTHENTICATED for any other bad token. Synchronous
   * (an HMAC of node:crypto): it runs on every request, where WebCrypto would queue an async job each time.
   */
  verify(token: string): AccessTokenClaims;
  /**
   * The claims of a token this service signed, even if it has expired (logout ends the session an expired
   * token names); undefined for a token that is not ours.
   */
  readIgnoringExpiry(token: string): AccessTokenClaims | undefined;
};

function toClaims(payload: Record<string, unknown>): AccessTokenClaims | undefined {
  const { sub, role, sid } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string') return undefined;
  if (role !== 'rider' && role !== 'driver' && role !== 'admin') return undefined;
  return { userId: sub, role, sessionId: sid };
}

function parseJsonObject(base64url: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(base64url, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

type Verified = { claims: AccessTokenClaims; expiresAt: number } | undefined;

/** Tokens whose signature and claims were checked; above this many, the memory of them starts again. */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Checks a compact HS256 JWT as jose's `jwtVerify` did with our options: the header names HS256 and no critical
 * extensions, the signature matches, the issuer and audience are ours, and `exp` (required) is a number; expired
 * means `exp <= now` in whole seconds. `nbf`, when present, must have passed.
 */
function verifyHs256(token: string, key: KeyObject): Verified {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const signature = Buffer.from(signaturePart, 'base64url');
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
  const header = parseJsonObject(headerPart);
  if (header?.alg !== 'HS256' || header.crit !== undefined) return undefined;
  const payload = parseJsonObject(payloadPart);
  if (payload === undefined) return undefined;
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.iss !== ISSUER || !audiences.includes(AUDIENCE)) return undefined;
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number') return undefined;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return undefined;
  const claims = toClaims(payload);
  return claims && { claims, expiresAt: payload.exp };
}

export function createAccessTokens(options: { secret: string; ttlSeconds: number }): AccessTokens {
  const key = new TextEncoder().encode(options.secret);
  // One KeyObject: a raw key would be wrapped in a new one on every createHmac.
  const hmacKey = createSecretKey(key);
  // The same token comes with every request of a tab for its lifetime: its check (HMAC, two JSON parses) is done
  // once. A token is only ever remembered as verified (a signature cannot start or stop matching); its expiry is
  // still compared with the clock at every use.
  const verifiedTokens = new Map<string, NonNullable<Verified>>();
  function verifyOnce(token: string): Verified {
    const known = verifiedTokens.get(token);
    if (known !== undefined) return known;
    const verified = verifyHs256(token, hmacKey);
    if (verified === undefined) return undefined;
    if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) verifiedTokens.clear();
    verifiedTokens.set(token, verified);
    return verified;
  }

  return {
    sign: ({ userId, role, sessionId }) =>
      new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + options.ttlSeconds)
        .sign(key),

    verify: (token) => {
      const verified = verifyOnce(token);
      if (verified === undefined)
        throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, MESSAGES.unauthenticated);
      if (verified.expiresAt <= Math.floor(Date.now() / 1000)) {
        throw new AppError(401, ERROR_CODES.TOKEN_EXPIRED, MESSAGES.tokenExpired);
      }
      return verified.claims;
    },

    // The signature is still checked: only the expiry is waived.
    readIgnoringExpiry: (token) => verifyOnce(token)?.claims,
  };
}
