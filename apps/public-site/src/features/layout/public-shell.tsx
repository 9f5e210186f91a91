import { Outlet, ScrollRestoration } from 'react-router';
import { useSmoothHashLinks } from '../motion/use-smooth-hash-links.ts';

/**
 * The frame of every public page: restores scroll on navigation (and jumps to "#id" targets after a page change)
 * and makes in-page links scroll smoothly. The navigation bar and the footer go around the <main> element.
 */
export function PublicShell() {
  useSmoothHashLinks();
  return (
    <>
      <main id="main" className="min-h-[60vh]">
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
