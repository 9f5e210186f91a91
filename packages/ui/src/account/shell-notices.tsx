import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '../primitives/button.tsx';
import { Spinner } from '../primitives/spinner.tsx';
import { AppLink } from '../shell/app-links.tsx';

/** Shown while the browser leaves for another app's page, with a link in case it does not. */
export function LeavingNotice({ message, href }: { message: string; href: string }) {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-3 bg-background px-4 text-center">
      <Spinner size="lg" label={message} className="text-primary" />
      <p className="text-sm text-muted-foreground" aria-hidden="true">
        {message}
      </p>
      <p className="text-sm text-muted-foreground">
        If nothing happens,{' '}
        <a className="font-medium text-primary underline underline-offset-4" href={href}>
          continue here
        </a>
        .
      </p>
    </div>
  );
}

/** The API did not answer the current-user call: nothing is known about the session, so offer to try again. */
export function AccountUnavailable({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div className="flex min-h-svh items-center justify-center bg-background px-4">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CloudOff aria-hidden="true" className="size-6" />
        </span>
        <div className="grid gap-1.5">
          <h1 className="text-xl font-semibold">We couldn&apos;t load your account</h1>
          <p className="text-sm text-muted-foreground">
            RideBook isn&apos;t responding right now. Check your internet connection and try again.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onRetry} loading={isRetrying}>
            {!isRetrying && <RefreshCw aria-hidden="true" />}
            Try Again
          </Button>
          <Button variant="outline" asChild>
            <AppLink to="/">Go to the Home Page</AppLink>
          </Button>
        </div>
      </div>
    </div>
  );
}

/** A page's spinner while its code loads. */
export function PageLoading() {
  return (
    <div className="flex min-h-64 items-center justify-center text-primary">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
