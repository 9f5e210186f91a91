import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { useTestPasswordHashing } from '../shared/passwords.ts';
import { closeTestDatabaseTemplate } from './test-database.ts';

// Thousands of accounts are registered by the suite: hash them cheaply (passwords.test.ts tests the real cost).
useTestPasswordHashing(true);

// An unexpected console.error is a bug: fail the test that caused it (habit from the Epic Stack).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (consoleErrors.length > 0) {
    throw new Error(
      `Unexpected console.error: ${consoleErrors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

afterAll(closeTestDatabaseTemplate);
