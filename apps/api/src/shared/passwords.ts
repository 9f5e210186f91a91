import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP Password Storage Cheat Sheet's first recommended setting (m=19 MiB, t=2, p=1).
// `algorithm: 2` is Argon2id: the package declares it in an ambient const enum, which erasable TypeScript
// (isolatedModules) cannot read.
const ARGON2ID = 2;
type HashOptions = { algorithm: typeof ARGON2ID; memoryCost: number; timeCost: number; parallelism: number };
export const PASSWORD_HASH_OPTIONS: HashOptions = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Argon2id at its cheapest useful cost, for the API test suite only (src/test/setup.ts switches to it): the suite
 * registers thousands of accounts, and each production hash costs tens of milliseconds of CPU. Verification reads
 * the cost from the stored hash, so both kinds verify alike; passwords.test.ts keeps testing the production cost.
 */
const TEST_PASSWORD_HASH_OPTIONS: HashOptions = {
  algorithm: ARGON2ID,
  memoryCost: 256,
  timeCost: 1,
  parallelism: 1,
};

let hashOptions = PASSWORD_HASH_OPTIONS;

/** Test suites only: cheap hashes (`true`) or the production cost again (`false`). */
export function useTestPasswordHashing(enabled: boolean): void {
  hashOptions = enabled ? TEST_PASSWORD_HASH_OPTIONS : PASSWORD_HASH_OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

/** False for a wrong password and for a malformed hash; never throws on either. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account to check, so a login for an unknown email
 * takes as long as one with a wrong password and does not reveal which emails have accounts.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
  return false;
}
