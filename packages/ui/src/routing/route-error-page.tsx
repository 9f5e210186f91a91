import { House, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Logo } from '../shell/logo.tsx';
import { Button } from '../primitives/button.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';

/** The session key that remembers the one automatic reload after a chunk failed to load. */
export const CHUNK_RELOAD_KEY = 'ridebook:chunk-reload';

/**
 * Whether an error is a lazy chunk that could not be loaded: after a deploy the old build's hashed files are gone,
 * and a page loaded before it asks for them. The browsers word it differently (Chromium, Firefox, Safari; Vite's
 * CSS preload).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/** The page (path and query) a reload was made for, or null. */
function readReloadMark(): string | null {
  try {
    return window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return null;
  }
}

function writeReloadMark(value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    else window.sessionStorage.setItem(CHUNK_RELOAD_KEY, value);
  } catch {
    // Storage refused (private mode): the page then offers Try Again instead of reloading by itself.
  }
}

/**
 * Reloads the page once when a chunk failed to load: the new build's files then load. The mark in sessionStorage
 * stops a second automatic reload of the same page (a chunk still missing shows the page instead of a loop).
 * Returns whether a reload was started.
 */
export function reloadOnceForChunkError(error: unknown, location: Location = window.location): boolean {
  if (!isChunkLoadError(error)) return false;
  const page = `${location.pathname}${location.search}`;
  if (readReloadMark() === page) return false;
  writeReloadMark(page);
  location.reload();
  return true;
}

export type RouteErrorPageProps = {
  /** Where "Back home" leads: the app's home (the public home page, a role's dashboard). */
  homeHref: string;
};

/**
 * The route error element of every app's router: a render error or a lazy chunk that is gone after a deploy shows
 * this page, never React Router's developer page. A chunk error reloads the page once by itself; otherwise the person
 * can try again (a reload) or go back home.
 */
export function RouteErrorPage({ homeHref }: RouteErrorPageProps) {
  const error = useRouteError();
  const isReloading = typeof window !== 'undefined' && isChunkLoadError(error) && readReloadMark() === null;

  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);

  const tryAgain = () => {
    writeReloadMark(null);
    window.location.reload();
  };

  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
          <a
            href={homeHref}
            aria-label="RideBook home"
            className="rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Logo />
          </a>
          <ThemeToggle />
        </div>
      </header>
      <main
        id="main"
        className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-5 px-4 py-12 text-center"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight">
            {isReloading ? 'Loading the latest version…' : 'Something went wrong'}
          </h1>
          <p className="text-pretty text-muted-foreground">
            {isChunkLoadError(error)
              ? 'RideBook was updated while this page was open, and part of it could not be loaded.'
              : 'This page ran into a problem and could not be shown. Your data is safe.'}{' '}
            Try again, or go back home.
          </p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button onClick={tryAgain}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
          <Button variant="outline" asChild>
            <a href={homeHref}>
              <House aria-hidden="true" />
              Back home
            </a>
          </Button>
        </div>
      </main>
    </div>
  );
}
