import type { ReactNode } from 'react';
import { AppLinksProvider, DEFAULT_APP_LINKS } from './shell/app-links.tsx';
import type { AppLinksConfig } from './shell/app-links.tsx';
import type { ThemePreference } from './theme/theme.ts';
import { ThemeProvider } from './theme/theme-provider.tsx';
import { Toaster } from './toast/toaster.tsx';
import type { ToasterProps } from './toast/toaster.tsx';

export type UiProviderProps = {
  children?: ReactNode;
  /** Which app this is and where the others live (relative by default). */
  appLinks?: AppLinksConfig;
  defaultTheme?: ThemePreference;
  toasterPosition?: ToasterProps['position'];
};

/**
 * Everything an app needs once at its root: the theme, cross-app links and the toasts. (Tooltips carry their
 * own timing, so no provider is needed for them.)
 * It may wrap <RouterProvider>: context reaches the routes, and only AppLink itself needs the router.
 */
export function UiProvider({
  children,
  appLinks = DEFAULT_APP_LINKS,
  defaultTheme = 'system',
  toasterPosition,
}: UiProviderProps) {
  return (
    <ThemeProvider defaultTheme={defaultTheme}>
      <AppLinksProvider config={appLinks}>
        {children}
        <Toaster position={toasterPosition} />
      </AppLinksProvider>
    </ThemeProvider>
  );
}
