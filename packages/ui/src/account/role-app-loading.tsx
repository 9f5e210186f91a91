import { Spinner } from '../primitives/spinner.tsx';

/**
 * The spinner of a role app while the current user loads (spec: "A spinner shows while the current user loads").
 * Its own small module: the apps also paint it while the signed-in area's code loads, from their entry chunk.
 */
export function RoleAppLoading() {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-3 bg-background text-primary">
      <Spinner size="xl" label="Loading your account" />
      <p className="text-sm text-muted-foreground" aria-hidden="true">
        Loading your account…
      </p>
    </div>
  );
}
