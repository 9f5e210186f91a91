export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The theme actually shown: "system" follows the OS preference. */
export function resolveTheme(preference: ThemePreference, systemTheme: ResolvedTheme): ResolvedTheme {
  return preference === 'system' ? systemTheme : preference;
}

/**
 * What the toggle switches to: it flips light and dark; from "system" it flips to the opposite of the OS
 * preference (that is, the opposite of what is shown), and the choice becomes explicit.
 */
export function nextTheme(preference: ThemePreference, systemTheme: ResolvedTheme): ResolvedTheme {
  return resolveTheme(preference, systemTheme) === 'dark' ? 'light' : 'dark';
}

export function readStoredPreference(storageKey: string): ThemePreference | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return isThemePreference(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores the preference; false when storage is unavailable (privacy mode, quota). */
export function writeStoredPreference(storageKey: string, preference: ThemePreference): boolean {
  try {
    window.localStorage.setItem(storageKey, preference);
    return true;
  } catch {
    return false;
  }
}

/** Puts exactly one of `light` / `dark` on <html> and tells the browser which native colour scheme to use. */
export function applyThemeClass(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
