import { getErrorMessage } from '@ridebook/api-client';
import { Button, EmptyState } from '@ridebook/ui';
import { CircleAlert, RefreshCw } from 'lucide-react';

/** What a section shows when its data failed to load: the reason and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  isRetrying = false,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <EmptyState
      tone="destructive"
      icon={CircleAlert}
      title={title}
      description={getErrorMessage(error, 'Please check your connection and try again.')}
      action={
        <Button variant="outline" onClick={onRetry} loading={isRetrying}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      }
    />
  );
}

/** The DataTable's error line for a failed list, or null. */
export function listErrorMessage(error: unknown): string | null {
  return error ? getErrorMessage(error, 'Please check your connection and try again.') : null;
}
