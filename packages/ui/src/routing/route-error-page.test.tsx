// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../ui-provider.tsx';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnceForChunkError,
  RouteErrorPage,
} from './route-error-page.tsx';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

function renderFailingRoute(options: { lazyError?: Error } = {}) {
  const { lazyError } = options;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage homeHref="/rider/dashboard" />,
        children: [
          lazyError
            ? { path: 'page', lazy: () => Promise.reject(lazyError) }
            : { path: 'page', Component: Broken },
        ],
      },
    ],
    { initialEntries: ['/page'] },
  );
  return render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /rider/assets/ride-page-abc.js');

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    pathname: '/rider/rides/r1',
    search: '',
    reload,
  } as Location);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorPage', () => {
  it('shows the designed page for a render error, with Try again and Back home, and reloads nothing by itself', async () => {
    renderFailingRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('/rider/dashboard');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the page once by itself when a lazy chunk is gone after a deploy', async () => {
    renderFailingRoute({ lazyError: chunkError() });
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('/rider/rides/r1');
  });

  it('does not reload a second time when the chunk still fails after the reload: the page shows instead', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '/rider/rides/r1');
    renderFailingRoute({ lazyError: chunkError() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/RideBook was updated while this page was open/)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    // Try again clears the mark, so the next deploy may reload once again.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});

describe('isChunkLoadError / reloadOnceForChunkError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://x/a.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/a.css'), true],
    ['a render error', new Error('Cannot read properties of undefined'), false],
    ['not an error', 'oops', false],
  ])('%s: %s', (_case, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('reloads only for a chunk error, and once per page', () => {
    const reloadPage = vi.fn();
    const location = { pathname: '/faq', search: '?q=1', reload: reloadPage } as unknown as Location;
    expect(reloadOnceForChunkError(new Error('boom'), location)).toBe(false);
    expect(reloadOnceForChunkError(chunkError(), location)).toBe(true);
    expect(reloadOnceForChunkError(chunkError(), location)).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
