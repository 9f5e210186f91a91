import type { RegisterInput } from '@ridebook/validation';
import type { App } from '../app.ts';
import { createBrowser, type TestBrowser } from './browser.ts';

export const TEST_PASSWORD = 'Secret123';

let accountCount = 0;

/** A unique, valid registration body (a rider unless `overrides.role` says driver). */
export function newAccount(overrides: Partial<RegisterInput> = {}) {
  accountCount += 1;
  const isDriver = overrides.role === 'driver';
  return {
    name: `Test Person ${accountCount}`,
    email: `person${accountCount}.${process.pid}@example.com`,
    phone: '+1 (555) 010-0001',
    password: TEST_PASSWORD,
    role: 'rider' as const,
    ...(isDriver ? { vehicleModel: 'Toyota Prius', vehiclePlate: 'ABC-1234' } : {}),
    ...overrides,
  };
}

/** Registers an account through the API and returns its id with the body used. */
export async function registerAccount(app: App, overrides: Partial<RegisterInput> = {}) {
  const body = newAccount(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: { id: string } }>();
  return { ...body, id: data.id };
}

/** A browser signed in as a newly registered account. */
export async function signedInBrowser(
  app: App,
  overrides: Partial<RegisterInput> = {},
  options: { rememberMe?: boolean } = {},
): Promise<{ browser: TestBrowser; account: Awaited<ReturnType<typeof registerAccount>> }> {
  const account = await registerAccount(app, overrides);
  const browser = createBrowser(app);
  const response = await browser.post('/api/auth/login', {
    email: account.email,
    password: account.password,
    ...(options.rememberMe === undefined ? {} : { rememberMe: options.rememberMe }),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { browser, account };
}
