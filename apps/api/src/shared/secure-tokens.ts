import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the OS's CSPRNG, URL-safe: for refresh tokens, reset links and generated secrets. */
export function createSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as SHA-256 hashes. A fast hash is enough (and argon2 would be wrong here): the tokens are
 * 256-bit random values, so there is nothing to guess, only a database leak to make useless.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
