import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  applyThemeClass,
  getSystemTheme,
  isThemePreference,
  nextTheme,
  readStoredPreference,
  resolveTheme,
  writeStoredPreference,
} from './theme.ts';
import type { ResolvedTheme, ThemePreference } from './theme.ts';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './theme-init.ts';

export type ThemeContextValue = {
  /** The stored preference: light, dark or system. */
  theme: ThemePreference;
  /** What is shown now. */
  resolvedTheme: ResolvedTheme;
  /** The OS preference, followed live. */
  systemTheme: ResolvedTheme;
  setTheme: (theme: ThemePreference) => void;
  /** Flips light and dark; from system, flips to the opposite of the OS preference. */
  toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export type ThemeProviderProps = {
  children?: ReactNode;
  /** Used when nothing is stored yet. The spec's default is system. */
  defaultTheme?: ThemePreference;
  storageKey?: string;
  /** Shows this theme whatever the preference (Storybook's toolbar uses it). */
  forcedTheme?: ResolvedTheme;
};

// useLayoutEffect warns during server rendering; the apps are SPAs but the guard keeps the package neutral.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = THEME_STORAGE_KEY,
  forcedTheme,
}: ThemeProviderProps) {
  const [theme, setThemeState] = useState<ThemePreference>(
    () => readStoredPreference(storageKey) ?? defaultTheme,
  );
  const [systemTheme, setSystemTheme] = useState<ResolvedTheme>(getSystemTheme);

  // "system" follows the OS preference live.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const onChange = (event: MediaQueryListEvent) => setSystemTheme(event.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Another tab changed the preference.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey) return;
      setThemeState(isThemePreference(event.newValue) ? event.newValue : defaultTheme);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey, defaultTheme]);

  const resolvedTheme = forcedTheme ?? resolveTheme(theme, systemTheme);

  useIsomorphicLayoutEffect(() => {
    applyThemeClass(resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = useCallback(
    (next: ThemePreference) => {
      setThemeState(next);
      writeStoredPreference(storageKey, next);
    },
    [storageKey],
  );

  const toggleTheme = useCallback(() => {
    setTheme(nextTheme(theme, systemTheme));
  }, [setTheme, theme, systemTheme]);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme, systemTheme, setTheme, toggleTheme }),
    [theme, resolvedTheme, systemTheme, setTheme, toggleTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider> (or <UiProvider>).');
  return context;
}
