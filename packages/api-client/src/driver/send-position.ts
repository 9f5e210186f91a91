import type { DriverPositionInput } from '@ridebook/validation';
import { useMutation } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';

/**
 * POST /driver/position (204): a GPS fix over HTTP, the fallback while the realtime socket is down. While it is
 * open, send `{ type: 'position', position }` on the socket instead.
 */
export async function sendPosition(
  position: DriverPositionInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<void> {
  await http.post<unknown>('/driver/position', position, { signal });
}

/** Sends a GPS fix over HTTP; caches nothing. */
export function useSendPosition(options: MutationHookOptions<void, DriverPositionInput> = {}) {
  return useMutation<void, ApiClientError, DriverPositionInput>({
    ...options,
    mutationFn: (position) => sendPosition(position),
  });
}
