import { Button, Skeleton } from '@ridebook/ui';

/**
 * What a settings list shows before its data: a skeleton while it loads, or the failure with Try again. `null`
 * once the data is there. `what` names the list: "your saved places".
 */
export function ListLoadState({
  query,
  what,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  what: string;
}) {
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading {what}…</span>
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">We couldn't load {what}.</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return null;
}
