import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Whether the page's HTML was prerendered for this very URL (the build marks the root with its path; see
 * src/prerender). Pages with a query string render in the browser: what they show can depend on it.
 */
export function isPrerenderedFor(
  root: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  return root.dataset.prerendered === location.pathname && location.search === '';
}

/**
 * Loads the lazy routes matching the path before hydration, so the first render in the browser has the page's
 * components at hand and matches the prerendered HTML instead of falling back while they load.
 */
export async function loadMatchedLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter(
    ({ route }) => typeof route.lazy === 'function',
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
