import { Footer } from '@ridebook/ui';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { withApiClient } from '../../lib/load-api-client.ts';
import { useSmoothHashLinks } from '../motion/index.ts';
import { NavbarPlaceholder } from './navbar-placeholder.tsx';

const loadSessionNavbar = withApiClient(() =>
  import('../session/index.ts').then((module) => ({ default: module.SessionNavbar })),
);
const SessionNavbar = lazy(loadSessionNavbar);

/**
 * Whether the session's navigation bar (its code comes with the api-client's) has loaded. It is swapped in as a
 * transition, so mounting it never holds the main thread for long; until then, and for good if the code cannot load
 * (offline, a new deploy replaced the chunks), the placeholder bar stands. A prerendered page was built with the
 * placeholder, so the first render in the browser matches it.
 */
function useSessionNavbarLoaded(): boolean {
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    loadSessionNavbar().then(
      () => {
        if (isCurrent) startTransition(() => setIsLoaded(true));
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return isLoaded;
}

/**
 * The frame of every public page: the navigation bar, the page in <main>, the footer. It restores scroll on
 * navigation (and jumps to "#id" targets after a page change) and makes in-page links scroll smoothly.
 */
export function PublicShell() {
  useSmoothHashLinks();
  const isSessionNavbarLoaded = useSessionNavbarLoaded();
  return (
    <>
      {isSessionNavbarLoaded ? (
        <Suspense fallback={<NavbarPlaceholder />}>
          <SessionNavbar />
        </Suspense>
      ) : (
        <NavbarPlaceholder />
      )}
      <main id="main" className="min-h-[60vh]">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
