import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, useTestPasswordHashing, verifyNothing, verifyPassword } from './passwords.ts';

// The API test suite hashes with a cheap cost (src/test/setup.ts); here the production cost is what runs.
describe('password hashing at the production cost', () => {
  beforeAll(() => useTestPasswordHashing(false));
  afterAll(() => useTestPasswordHashing(true));

  it('hashes with argon2id at OWASP’s first recommended setting (m=19 MiB, t=2, p=1)', async () => {
    const stored = await hashPassword('Secret123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Secret123');
    expect(await verifyPassword(stored, 'Secret123')).toBe(true);
    expect(await verifyPassword(stored, 'Secret124')).toBe(false);
  });

  it('gives two hashes of one password different salts', async () => {
    expect(await hashPassword('Secret123')).not.toBe(await hashPassword('Secret123'));
  });

  it('refuses a malformed hash without throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'Secret123')).toBe(false);
    expect(await verifyNothing('Secret123')).toBe(false);
  });

  it('verifies a hash made at the test cost too (the cost is read from the hash)', async () => {
    useTestPasswordHashing(true);
    const cheap = await hashPassword('Secret123');
    useTestPasswordHashing(false);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Secret123')).toBe(true);
  });
});
