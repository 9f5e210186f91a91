/**
 * The theme bootstrap that runs before the first paint, so a page never flashes the wrong theme.
 * This module has no React import: the shared Vite config reads `themeInitScript` at build time and inlines it in
 * each app's <head>. Keep it in step with `ThemeProvider` (same storage key, same resolution rule).
 */

/** The localStorage key holding the theme preference: 'light', 'dark' or 'system' (the spec's default). */
export const THEME_STORAGE_KEY = 'ridebook-theme';

/** The OS preference query that "system" follows. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/**
 * Source of a tiny inline script: reads the stored preference, resolves "system" from the OS preference, and puts
 * the `light` or `dark` class (and `color-scheme`) on <html>. Storage can throw (privacy modes): then light wins.
 */
export const themeInitScript = `(function(){try{var p=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});var d=p==='dark'||(p!=='light'&&window.matchMedia(${JSON.stringify(
  DARK_SCHEME_QUERY,
)}).matches);var r=document.documentElement;r.classList.remove('light','dark');r.classList.add(d?'dark':'light');r.style.colorScheme=d?'dark':'light'}catch(e){}})();`;
