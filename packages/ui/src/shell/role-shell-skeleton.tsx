import { Skeleton } from '../primitives/skeleton.tsx';
import { Spinner } from '../primitives/spinner.tsx';

/**
 * A signed-in area while the current user loads: the shape of the layout to come (sidebar, top bar, a page of
 * cards) in skeletons, so the screen does not jump when it arrives. The spec's "spinner while the current user
 * loads" is the small one where the user menu will be; the whole skeleton is one status, "Loading your account…".
 */
export function RoleShellSkeleton() {
  return (
    <div role="status" className="flex min-h-svh bg-background" data-testid="role-shell-skeleton">
      <span className="sr-only">Loading your account…</span>
      <div aria-hidden="true" className="hidden w-64 shrink-0 flex-col gap-6 border-r bg-sidebar p-4 md:flex">
        <Skeleton className="h-8 w-32" />
        <div className="grid gap-3">
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      </div>
      <div aria-hidden="true" className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-16 shrink-0 items-center gap-3 border-b px-3 sm:px-4">
          <Skeleton className="size-8" />
          <Skeleton className="h-4 w-36" />
          <div className="ml-auto flex items-center gap-2 text-muted-foreground">
            <Skeleton className="size-8 rounded-full" />
            <Spinner size="sm" label={null} />
          </div>
        </div>
        <div className="grid flex-1 content-start gap-4 px-4 py-6 sm:px-6 lg:px-8">
          <Skeleton className="h-8 w-56" />
          <div className="grid gap-4 sm:grid-cols-3">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
          <Skeleton className="h-64" />
        </div>
      </div>
    </div>
  );
}
