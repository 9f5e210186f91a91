import { DocsContainer } from '@storybook/addon-docs/blocks';
import { withThemeByClassName } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import './preview.css';
import { TooltipProvider } from '../src/primitives/tooltip.tsx';
import { AppLinksProvider, DEFAULT_APP_LINKS } from '../src/shell/app-links.tsx';
import type { AppLinksConfig } from '../src/shell/app-links.tsx';
import { ThemeProvider } from '../src/theme/theme-provider.tsx';
import { Toaster } from '../src/toast/toaster.tsx';
import { setUpClockAndStorage, withAppState } from './app-state.tsx';

/**
 * Every story gets what an app provides: a router (at `parameters.route`), the theme (driven by the toolbar's
 * light/dark switch), app links (`parameters.appLinks`) and the tooltip timing. One Toaster per page.
 */
const withRideBookProviders: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const parameters = context.parameters as { route?: string; appLinks?: AppLinksConfig };
  return (
    <MemoryRouter initialEntries={[parameters.route ?? '/']}>
      <ThemeProvider forcedTheme={theme} storageKey="ridebook-storybook-theme">
        <AppLinksProvider config={parameters.appLinks ?? DEFAULT_APP_LINKS}>
          <TooltipProvider>
            <Story />
            {context.viewMode === 'story' && <Toaster />}
          </TooltipProvider>
        </AppLinksProvider>
      </ThemeProvider>
    </MemoryRouter>
  );
};

function RideBookDocsContainer(props: ComponentProps<typeof DocsContainer>) {
  return (
    <>
      <DocsContainer {...props} />
      <Toaster />
    </>
  );
}

const preview: Preview = {
  decorators: [
    withAppState,
    withRideBookProviders,
    withThemeByClassName({
      themes: { light: 'light', dark: 'dark' },
      defaultTheme: 'light',
      parentSelector: 'html',
    }),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    docs: { container: RideBookDocsContainer, codePanel: true },
    options: {
      storySort: {
        order: [
          'Foundations',
          'Primitives',
          'Forms',
          'Feedback',
          'Data',
          'Charts',
          'Map',
          'Shell',
          'Rider',
          'Driver',
        ],
      },
    },
  },
  tags: ['autodocs'],
  beforeEach: ({ parameters }) => setUpClockAndStorage(parameters),
};

export default preview;
