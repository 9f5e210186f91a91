import { getErrorMessage } from '@ridebook/api-client';
import { notify, type NotifyOptions } from '@ridebook/ui';

/**
 * The one way the rider app turns a failed request into a toast: the API's own message for a 4xx answer (written
 * for people, e.g. "This fare estimate has expired. Please check the fare again."), otherwise `fallback`.
 */
export function toastError(error: unknown, fallback: string, options?: NotifyOptions): string {
  return notify.error(getErrorMessage(error, fallback), options);
}
