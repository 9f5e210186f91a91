import { Footer, useHydrated } from '@ridebook/ui';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { withApiClient } from '../../lib/load-api-client.ts';
import { useSmoothHashLinks } from '../motion/use-smooth-hash-links.ts';
import { NavbarPlaceholder } from './navbar-placeholder.tsx';

const loadSessionNavbar = withApiClient(() =>
  import('../session/session-navbar.tsx').then((module) => ({ default: module.SessionNavbar })),
);

// If the session code cannot load (offline, a new deploy replaced the chunks), the page stays usable with the bar
// as it is while the user loads, rather than giving way to the route's error screen.
const SessionNavbar = lazy(() => loadSessionNavbar().catch(() => ({ default: NavbarPlaceholder })));

/**
 * The frame of every public page: the navigation bar, the page in <main>, the footer. It restores scroll on
 * navigation (and jumps to "#id" targets after a page change) and makes in-page links scroll smoothly.
 */
export function PublicShell() {
  useSmoothHashLinks();
  // A prerendered page holds the placeholder bar until it is hydrated. A server-rendered session bar would sit in a
  // Suspense boundary that hydrates later, when the theme may already have changed; attributes that differ then
  // (the theme toggle's label) are not corrected by React.
  const hydrated = useHydrated();
  return (
    <>
      {hydrated ? (
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
