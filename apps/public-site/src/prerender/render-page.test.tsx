import { installFakeApi } from '@ridebook/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/app.tsx';
import { isPrerenderedFor, loadMatchedLazyRoutes } from '../app/hydration.ts';
import { routes } from '../app/router.tsx';
import { THEME_STORAGE_KEY } from '@ridebook/ui';
import { paths } from '../config/paths.ts';
import { signedOut } from '../test/fixtures.ts';
import { PRERENDERED_PATHS, renderPage } from './render-page.tsx';

beforeEach(() => installFakeApi(signedOut));

describe('prerendered pages', () => {
  it('cover every page but the password reset and the account status (each depends on its query)', () => {
    expect([...PRERENDERED_PATHS].sort()).toEqual(
      Object.values(paths)
        .filter((pathname) => pathname !== paths.resetPassword && pathname !== paths.accountStatus)
        .sort(),
    );
  });

  it('hold the page’s content, its own title and description, and no scripts', async () => {
    const page = await renderPage(paths.faq);
    expect(page.title).toBe('Frequently asked questions | RideBook');
    expect(page.description.length).toBeGreaterThan(40);
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('How do I book a ride?');
    expect(page.html).not.toContain('<script');
  });

  it('leave no long timer behind, so the build ends as soon as the pages are written', async () => {
    // A cached query keeps a 60-s garbage-collection timer: one left running held every build open a minute.
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    for (const pathname of PRERENDERED_PATHS) await renderPage(pathname);
    const longTimers = setTimer.mock.calls.flatMap((call, index): unknown[] =>
      (call[1] ?? 0) >= 1_000 ? [setTimer.mock.results[index]!.value as unknown] : [],
    );
    const cleared = new Set<unknown>(clearTimer.mock.calls.map(([timer]) => timer));
    expect(longTimers.length).toBeGreaterThan(0);
    expect(longTimers.filter((timer) => !cleared.has(timer))).toEqual([]);
  });

  it('hold their form controls disabled until the page is hydrated', async () => {
    const page = await renderPage(paths.login);
    expect(page.html).toMatch(/<fieldset disabled="" class="contents">/);
  });
});

describe('hydrating a prerendered page', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });

  /**
   * Here, unlike at build time, React's server and browser renderers share one process and so the same context
   * objects. The server renderer leaves its last task's context values in place when it finishes: one empty server
   * render resets them. It also leaves its development-only renderer mark on them, which makes the browser renderer
   * warn about "multiple renderers"; that warning, and only it, is not the page's fault.
   */
  async function prerender(pathname: string) {
    const page = await renderPage(pathname);
    await prerenderToNodeStream(<></>);
    return page;
  }

  /** The console errors of the test, but the shared-context warning explained above. */
  function collectConsoleErrors(): string[] {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (!String(message).startsWith('Detected multiple renderers concurrently rendering')) {
        errors.push([message, ...rest].map(String).join(' '));
      }
    });
    return errors;
  }

  it.each(PRERENDERED_PATHS)('%s hydrates without a mismatch and becomes usable', async (pathname) => {
    const page = await prerender(pathname);
    window.history.replaceState(null, '', pathname);
    container = document.createElement('div');
    container.dataset.prerendered = pathname;
    container.innerHTML = page.html;
    document.body.append(container);
    expect(isPrerenderedFor(container, window.location)).toBe(true);
    const consoleErrors = collectConsoleErrors();
    const recoverableErrors = vi.fn();

    await loadMatchedLazyRoutes(routes, pathname);
    await act(async () => {
      root = hydrateRoot(
        container!,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: recoverableErrors },
      );
    });
    // The session's navigation bar hydrates once the api-client has loaded, and learns nobody is signed in.
    await screen.findByRole('link', { name: 'Login' });

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleErrors).toEqual([]);
    await waitFor(() => expect(container!.querySelector('fieldset:disabled')).toBeNull());
  });

  it('shows a visitor who chose the dark theme the way back to light once hydrated', async () => {
    const page = await prerender(paths.faq);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.history.replaceState(null, '', paths.faq);
    container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument(); // as built
    const consoleErrors = collectConsoleErrors();

    await loadMatchedLazyRoutes(routes, paths.faq);
    await act(async () => {
      root = hydrateRoot(container!, <App />);
    });
    await screen.findByRole('link', { name: 'Login' });

    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to dark theme' })).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});

describe('isPrerenderedFor', () => {
  const root = (prerendered?: string) => {
    const element = document.createElement('div');
    if (prerendered) element.dataset.prerendered = prerendered;
    return element;
  };

  it('hydrates only the page the HTML was made for, and only without a query string', () => {
    expect(isPrerenderedFor(root('/faq'), { pathname: '/faq', search: '' })).toBe(true);
    expect(isPrerenderedFor(root('/faq'), { pathname: '/faq', search: '?q=sos' })).toBe(false);
    expect(isPrerenderedFor(root('/'), { pathname: '/login', search: '' })).toBe(false);
    expect(isPrerenderedFor(root(), { pathname: '/login', search: '' })).toBe(false);
  });
});
