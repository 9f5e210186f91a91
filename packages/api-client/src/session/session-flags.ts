/**
 * The two browser flags of the session (seed spec section 4): `rememberMe`, set when the box was checked on a
 * successful login, and the signed-out flag, set on sign-out and cleared on login. Storage can be unavailable
 * (privacy modes, storage disabled); then the flags live only as long as the page.
 */
export const REMEMBER_ME_STORAGE_KEY = 'rememberMe';
export const SIGNED_OUT_STORAGE_KEY = 'signedOut';

/**
 * The signed-out flag holds the sign-out time, so user data fetched before it is known to be stale, while a
 * sign-in that happened elsewhere afterwards (another app's origin in subdomain mode) still counts.
 */
export type SignedOutState = {
  /** When the last sign-out happened (ms since the epoch), or null when there was none since the last login. */
  signedOutAt: number | null;
  /** Whether that sign-out happened while this page was open (here or in another tab). */
  isSignedOutDuringThisPage: boolean;
};

const memoryFallback = new Map<string, string>();

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memoryFallback.get(key) ?? null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value === null) memoryFallback.delete(key);
    else memoryFallback.set(key, value);
  }
}

let isSignedOutDuringThisPage = false;
let snapshotRaw: string | null = null;
let snapshot: SignedOutState = { signedOutAt: null, isSignedOutDuringThisPage: false };
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The signed-out flag now; the same object while nothing changed (a `useSyncExternalStore` snapshot). */
export function getSignedOutState(): SignedOutState {
  const raw = readItem(SIGNED_OUT_STORAGE_KEY);
  const isDuringThisPage = raw !== null && isSignedOutDuringThisPage;
  if (raw !== snapshotRaw || isDuringThisPage !== snapshot.isSignedOutDuringThisPage) {
    const signedOutAt = raw === null ? null : Number(raw);
    snapshotRaw = raw;
    snapshot = {
      // An unreadable value still means "signed out at some point before now".
      signedOutAt: signedOutAt === null || Number.isFinite(signedOutAt) ? signedOutAt : 0,
      isSignedOutDuringThisPage: isDuringThisPage,
    };
  }
  return snapshot;
}

/** Sets the signed-out flag (on sign-out). */
export function markSignedOut(at: number = Date.now()): void {
  writeItem(SIGNED_OUT_STORAGE_KEY, String(at));
  isSignedOutDuringThisPage = true;
  notify();
}

/** Clears the signed-out flag (on login). */
export function clearSignedOut(): void {
  writeItem(SIGNED_OUT_STORAGE_KEY, null);
  isSignedOutDuringThisPage = false;
  notify();
}

/** Listens to the signed-out flag, in this tab and (through the `storage` event) in the other tabs of the origin. */
export function subscribeToSignedOut(listener: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== SIGNED_OUT_STORAGE_KEY && event.key !== null) return;
    isSignedOutDuringThisPage = event.newValue !== null && event.key !== null;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Records the login's remember-me choice: "true" when the box was checked, removed when it was not. */
export function setRememberMe(isChecked: boolean): void {
  writeItem(REMEMBER_ME_STORAGE_KEY, isChecked ? 'true' : null);
}

/** Whether the last successful login asked to be remembered. */
export function isRememberMeSet(): boolean {
  return readItem(REMEMBER_ME_STORAGE_KEY) === 'true';
}
