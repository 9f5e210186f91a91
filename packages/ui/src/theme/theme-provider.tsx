import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { applyThemeClass, nextTheme, resolveTheme } from './theme.ts';
import type { ResolvedTheme, ThemePreference } from './theme.ts';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './theme-init.ts';
import { storePreference, useStoredPreference } from './use-stored-preference.ts';

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

// useLayoutEffect warns during server rendering (the public site prerenders its pages).
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The theme: the stored preference (light, dark or system) and the OS preference, both followed live (another tab,
 * the OS setting). Hydration-safe: while React hydrates a prerendered page it renders what the server did (system,
 * light) and leaves the document's class alone (the inline theme bootstrap already set it), then re-renders with the
 * real preference, so the page never flashes the other theme.
 */
export function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = THEME_STORAGE_KEY,
  forcedTheme,
}: ThemeProviderProps) {
  const storedPreference = useStoredPreference(storageKey);
  const theme = storedPreference ?? defaultTheme;
  const systemTheme: ResolvedTheme = useMediaQuery(DARK_SCHEME_QUERY) ? 'dark' : 'light';
  const hydrated = useHydrated();

  const resolvedTheme = forcedTheme ?? resolveTheme(theme, systemTheme);

  useIsomorphicLayoutEffect(() => {
    if (hydrated) applyThemeClass(resolvedTheme);
  }, [resolvedTheme, hydrated]);

  const setTheme = useCallback((next: ThemePreference) => storePreference(storageKey, next), [storageKey]);

  const toggleTheme = useCallback(() => {
    setTheme(nextTheme(theme, systemTheme));
  }, [setTheme, theme, systemTheme]);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme, systemTheme, setTheme, toggleTheme }),
    [theme, resolvedTheme, systemTheme, setTheme, toggleTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The theme where a ThemeProvider is above; null where none is (a component drawn on its own). */
export function useOptionalTheme(): ThemeContextValue | null {
  return useContext(ThemeContext);
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider> (or <UiProvider>).');
  return context;
}
