import { Skeleton } from '@ridebook/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';

/** A form once its query has loaded; a skeleton before, the reason and Try again when loading failed. */
export function QueryLoaded<Data>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<Data>;
  what: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending)
    return <Skeleton role="status" aria-label={`Loading the ${what}`} className="h-96 rounded-xl" />;
  if (query.isError)
    return (
      <LoadError
        title={`Couldn't load the ${what}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  return children(query.data);
}
