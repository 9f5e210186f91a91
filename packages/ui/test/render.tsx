import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '../src/primitives/tooltip.tsx';
import { AppLinksProvider, DEFAULT_APP_LINKS } from '../src/shell/app-links.tsx';
import type { AppLinksConfig } from '../src/shell/app-links.tsx';
import { ThemeProvider } from '../src/theme/theme-provider.tsx';

/** Renders inside the providers an app has: router, theme, app links, tooltips. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', appLinks = DEFAULT_APP_LINKS }: { route?: string; appLinks?: AppLinksConfig } = {},
) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ThemeProvider>
        <AppLinksProvider config={appLinks}>
          <TooltipProvider>{ui}</TooltipProvider>
        </AppLinksProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}
