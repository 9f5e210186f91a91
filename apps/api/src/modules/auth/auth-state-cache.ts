import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { BusMessage, EventBus } from '../live/index.ts';
import { onAuthStateChange, type AuthStateChange } from '../../db/auth-state-changes.ts';
import { findAuthState, type AuthState } from './auth.repository.ts';
import { isInGoodStanding } from './account-standing.ts';

/** The bus channel of auth state changes, heard by every API process. */
export const AUTH_STATE_CHANNEL = 'auth-state';
const ackChannel = (processId: string) => `auth-state-ack:${processId}`;

/** Above this many cached sessions, expired entries are swept (and, if that is not enough, all of them). */
const MAX_ENTRIES = 100_000;

export type AuthStateCache = {
  /**
   * The auth state of a session (docs/decisions/019-auth-state-cache.md): from memory when it was read less than
   * `ttlMs` ago and no change of it has been heard since; from the database otherwise.
   */
  find(userId: string, sessionId: string): Promise<AuthState | undefined>;
  close(): Promise<void>;
};

type Entry = { state: AuthState; expiresAt: number };
type Waiter = { received: number; expected: number; done: () => void };

function toChange(value: unknown): AuthStateChange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { sessionId, userId } = value as Record<string, unknown>;
  if (typeof sessionId === 'string') return { sessionId };
  if (typeof userId === 'string') return { userId };
  return undefined;
}

/**
 * The in-process cache of the per-request auth check. Only states that let a request through are kept (an active
 * session of an account in good standing); refusals always read the database. Every write that ends a session or
 * changes an account's standing (`authStateChanged`) drops the entry here at once and, through the event bus, in
 * every other API process, and waits (up to `ackTimeoutMs`) until each of them has acknowledged it: so when a
 * block, a sign-out or a password change answers, no process still lets that session through.
 */
export async function createAuthStateCache(options: {
  db: Database;
  bus: EventBus;
  /** 0 turns the cache off: every request reads the database. */
  ttlMs: number;
  ackTimeoutMs?: number;
  /** A failed publish or a missing acknowledgement; the entry still expires within `ttlMs`. */
  onError: (error: unknown) => void;
}): Promise<AuthStateCache> {
  const { db, bus, ttlMs, onError } = options;
  const ackTimeoutMs = options.ackTimeoutMs ?? 1_000;
  const processId = randomUUID();
  const entries = new Map<string, Entry>();
  const sessionsOf = new Map<string, Set<string>>();
  const waiters = new Map<string, Waiter>();
  /** Counts the changes heard: a database read that a change overtook is not cached. */
  let generation = 0;

  function forget(sessionId: string): void {
    const entry = entries.get(sessionId);
    if (entry === undefined) return;
    entries.delete(sessionId);
    const sessions = sessionsOf.get(entry.state.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) sessionsOf.delete(entry.state.userId);
  }

  function drop(change: AuthStateChange): void {
    generation += 1;
    if ('sessionId' in change) {
      forget(change.sessionId);
      return;
    }
    for (const sessionId of sessionsOf.get(change.userId) ?? []) entries.delete(sessionId);
    sessionsOf.delete(change.userId);
  }

  function remember(sessionId: string, state: AuthState): void {
    if (entries.size >= MAX_ENTRIES) {
      const now = performance.now();
      for (const [id, entry] of entries) if (entry.expiresAt <= now) forget(id);
      if (entries.size >= MAX_ENTRIES) {
        entries.clear();
        sessionsOf.clear();
      }
    }
    entries.set(sessionId, { state, expiresAt: performance.now() + ttlMs });
    let sessions = sessionsOf.get(state.userId);
    if (sessions === undefined) {
      sessions = new Set();
      sessionsOf.set(state.userId, sessions);
    }
    sessions.add(sessionId);
  }

  const unsubscribeChanges = await bus.subscribe(AUTH_STATE_CHANNEL, (message: BusMessage) => {
    const change = toChange(message.change);
    if (change === undefined) return;
    drop(change);
    if (typeof message.ackTo === 'string' && typeof message.ackId === 'string') {
      bus.publish(ackChannel(message.ackTo), { type: 'auth-state.ack', ackId: message.ackId }).catch(onError);
    }
  });
  const unsubscribeAcks = await bus.subscribe(ackChannel(processId), (message: BusMessage) => {
    const waiter = typeof message.ackId === 'string' ? waiters.get(message.ackId) : undefined;
    if (waiter === undefined) return;
    waiter.received += 1;
    if (waiter.received >= waiter.expected) waiter.done();
  });

  /** Drops the change here, then everywhere, and resolves once every process has acknowledged it. */
  async function broadcast(change: AuthStateChange): Promise<void> {
    drop(change);
    const ackId = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<void>((resolve) => {
      const waiter: Waiter = {
        received: 0,
        expected: Number.POSITIVE_INFINITY,
        done: () => {
          waiters.delete(ackId);
          clearTimeout(timer);
          resolve();
        },
      };
      waiters.set(ackId, waiter);
      timer = setTimeout(() => {
        onError(
          new Error(`auth state change acknowledged by ${waiter.received} of ${waiter.expected} processes`),
        );
        waiter.done();
      }, ackTimeoutMs);
    });
    try {
      const receivers = await bus.publish(AUTH_STATE_CHANNEL, {
        type: 'auth-state.changed',
        change,
        ackTo: processId,
        ackId,
      });
      const waiter = waiters.get(ackId);
      if (waiter !== undefined) {
        waiter.expected = receivers;
        if (waiter.received >= receivers) waiter.done();
      }
    } catch (error) {
      // The bus is down: the other processes' entries expire within ttlMs.
      onError(error);
      waiters.get(ackId)?.done();
    }
    await acknowledged;
  }
  const stopListening = onAuthStateChange(db, broadcast);

  return {
    find: async (userId, sessionId) => {
      if (ttlMs > 0) {
        const entry = entries.get(sessionId);
        if (entry !== undefined && entry.state.userId === userId && entry.expiresAt > performance.now()) {
          return entry.state;
        }
      }
      const readAt = generation;
      const state = await findAuthState(db, userId, sessionId);
      const isLetThrough = state !== undefined && state.isSessionActive && isInGoodStanding(state);
      if (ttlMs > 0 && isLetThrough && readAt === generation) remember(sessionId, state);
      return state;
    },
    close: async () => {
      stopListening();
      for (const waiter of [...waiters.values()]) waiter.done();
      entries.clear();
      sessionsOf.clear();
      await Promise.allSettled([unsubscribeChanges(), unsubscribeAcks()]);
    },
  };
}
