import { useCallback, useSyncExternalStore } from 'react';
import { readStoredPreference, writeStoredPreference, type ThemePreference } from './theme.ts';

const listeners = new Set<() => void>();
/** Choices storage refused (privacy mode, quota): they still apply for this page. */
const unstoredChoices = new Map<string, ThemePreference>();

function readPreference(storageKey: string): ThemePreference | null {
  return readStoredPreference(storageKey) ?? unstoredChoices.get(storageKey) ?? null;
}

/** Stores a theme choice and tells every provider of this page at once (the storage event reaches other tabs only). */
export function storePreference(storageKey: string, preference: ThemePreference): void {
  if (writeStoredPreference(storageKey, preference)) unstoredChoices.delete(storageKey);
  else unstoredChoices.set(storageKey, preference);
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange); // another tab chose
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored theme preference, followed live; none on the server and while hydrating (the server had none). */
export function useStoredPreference(storageKey: string): ThemePreference | null {
  const getSnapshot = useCallback(() => readPreference(storageKey), [storageKey]);
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
