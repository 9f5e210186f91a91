import { useAppHref } from '@ridebook/ui';
import { useEffect } from 'react';

type FullPageRedirectProps = {
  /** A RideBook path of another app, such as /rider/book-ride. */
  to: string;
  /** What the visitor is being taken to, for the line shown while the browser leaves. */
  label: string;
  /** Leaves the single-page app; replace() keeps the alias out of the history, so Back skips it. */
  navigate?: (url: string) => void;
};

function replaceLocation(url: string): void {
  window.location.replace(url);
}

/** Sends the browser to a page of another app (for example /book -> the rider app's booking page). */
export function FullPageRedirect({ to, label, navigate = replaceLocation }: FullPageRedirectProps) {
  const href = useAppHref(to);
  useEffect(() => {
    navigate(href);
  }, [href, navigate]);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" role="status">
      <p className="text-lg font-medium">Opening {label}...</p>
      <p className="mt-2 text-muted-foreground">
        If nothing happens,{' '}
        <a className="font-medium text-primary underline underline-offset-4" href={href}>
          continue here
        </a>
        .
      </p>
    </div>
  );
}
