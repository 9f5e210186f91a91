import type { FailureStore } from '../../plugins/failure-store.ts';

export type SignInThrottleOptions = {
  store: FailureStore;
  /** Wrong passwords from one address for one account before delays start (LOGIN_FREE_FAILURES). */
  freeFailures: number;
  /** The longest delay (LOGIN_MAX_DELAY_MINUTES). */
  maxDelayMs: number;
  /**
   * Wrong passwords for one account from all addresses (LOGIN_RATE_LIMIT_PER_ACCOUNT) after which the account is
   * under attack: every address then waits from its first wrong password on. An address that has not failed is
   * never held back, so the owner with the right password still signs in.
   */
  accountAlarm: number;
  /** How long failures are remembered after the last one (LOGIN_RATE_LIMIT_WINDOW_MINUTES), on top of the delay. */
  windowMs: number;
  now?: () => number;
  /** A store that cannot answer lets the attempt through (sign-in stays available during a Redis outage). */
  onStoreError?: (error: unknown) => void;
};

/** The first delay; each further wrong password doubles it, up to `maxDelayMs`. */
export const FIRST_DELAY_MS = 1_000;

/**
 * Throttles password guessing without handing attackers a lock-out (docs/decisions/013, OWASP's authentication
 * guidance): delays grow per account and address with each wrong password, so a stranger elsewhere cannot lock the
 * owner out; the per-address limit across accounts is the route's `LOGIN_RATE_LIMIT_PER_IP`.
 */
export function createSignInThrottle(options: SignInThrottleOptions) {
  const { store, freeFailures, maxDelayMs, accountAlarm, windowMs } = options;
  const now = options.now ?? (() => Date.now());
  const pairKey = (email: string, address: string) => `sign-in:pair:${email}:${address}`;
  const accountKey = (email: string) => `sign-in:account:${email}`;

  /** The wait after `failures` wrong passwords from one address; `free` of them cost nothing. */
  function delayAfter(failures: number, free: number): number {
    if (failures < free) return 0;
    // 2 ** 40 ms is years: the cap applies long before the exponent could overflow.
    return Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(40, failures - free));
  }

  async function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      options.onStoreError?.(error);
      return fallback;
    }
  }

  async function freeFor(email: string, at: number): Promise<number> {
    const account = await store.read(accountKey(email), at);
    return (account?.failures ?? 0) >= accountAlarm ? 0 : freeFailures;
  }

  return {
    /** How long this address must still wait before it may try this account again; 0: it may try now. */
    async retryAfterMs(email: string, address: string): Promise<number> {
      return safely(async () => {
        const at = now();
        const pair = await store.read(pairKey(email, address), at);
        if (pair === null) return 0;
        const waitUntil = pair.lastAt + delayAfter(pair.failures, await freeFor(email, at));
        return Math.max(0, waitUntil - at);
      }, 0);
    },

    /** Counts a wrong password (or an unknown e-mail: the same answer) from this address. */
    async recordFailure(email: string, address: string): Promise<void> {
      await safely(async () => {
        const at = now();
        await store.add(accountKey(email), at, windowMs);
        // Remembered through the longest delay and a window after it.
        await store.add(pairKey(email, address), at, windowMs + maxDelayMs);
      }, undefined);
    },

    /** The right password from this address: its delays end (other addresses' do not). */
    async recordSuccess(email: string, address: string): Promise<void> {
      await safely(() => store.clear(pairKey(email, address)), undefined);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
