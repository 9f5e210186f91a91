import { SignJWT, errors, jwtVerify } from 'jose';
import { ERROR_CODES, MESSAGES, type Role } from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';

const ISSUER = 'ridebook';
const AUDIENCE = 'ridebook-api';

export type AccessTokenClaims = { userId: string; role: Role; sessionId: string };

/** Signs and verifies the short-lived access token (HS256 JWT) of the `rb_access` cookie. */
export type AccessTokens = {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** Throws 401 TOKEN_EXPIRED for an expired token and 401 UNAUTHENTICATED for any other bad token. */
  verify(token: string): Promise<AccessTokenClaims>;
  /**
   * The claims of a token this service signed, even if it has expired (logout ends the session an expired
   * token names); undefined for a token that is not ours.
   */
  readIgnoringExpiry(token: string): Promise<AccessTokenClaims | undefined>;
};

function toClaims(payload: Record<string, unknown>): AccessTokenClaims | undefined {
  const { sub, role, sid } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string') return undefined;
  if (role !== 'rider' && role !== 'driver' && role !== 'admin') return undefined;
  return { userId: sub, role, sessionId: sid };
}

export function createAccessTokens(options: { secret: string; ttlSeconds: number }): AccessTokens {
  const key = new TextEncoder().encode(options.secret);
  const verifyOptions = { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE };

  const unauthenticated = () => new AppError(401, ERROR_CODES.UNAUTHENTICATED, MESSAGES.unauthenticated);

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

    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, verifyOptions);
        const claims = toClaims(payload);
        if (!claims) throw unauthenticated();
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new AppError(401, ERROR_CODES.TOKEN_EXPIRED, MESSAGES.tokenExpired);
        }
        if (error instanceof AppError) throw error;
        throw unauthenticated();
      }
    },

    readIgnoringExpiry: async (token) => {
      try {
        // The signature is still checked: only the expiry is waived (a clock tolerance of ~forever).
        const { payload } = await jwtVerify(token, key, {
          ...verifyOptions,
          clockTolerance: 10 * 365 * 86_400,
        });
        return toClaims(payload);
      } catch {
        return undefined;
      }
    },
  };
}
