import type { DriverPositionInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, sendRequest } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

/**
 * POST /driver/position (204): a GPS fix over HTTP, the fallback while the realtime socket is down. While it is
 * open, send `{ type: 'position', position }` on the socket instead.
 */
export async function sendPosition(position: DriverPositionInput, options?: RequestOptions): Promise<void> {
  await sendRequest(POST('/driver/position', position), options);
}

/** Sends a GPS fix over HTTP; caches nothing. */
export function useSendPosition(options: MutationHookOptions<void, DriverPositionInput> = {}) {
  return useEndpointMutation(sendPosition, options);
}
