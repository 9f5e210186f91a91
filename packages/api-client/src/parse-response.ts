import type { AxiosResponse } from 'axios';
import { ApiClientError } from './errors.ts';

/** Anything with zod's `parse`: kept structural so this file does not depend on zod itself. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

/**
 * Parses a response body with its validation schema. A body that breaks the contract is the API's fault, not the
 * caller's, so it rejects as an ApiClientError (with the response status) like every other failure.
 */
export function parseResponse<T>(schema: ResponseSchema<T>, response: AxiosResponse<unknown>): T {
  try {
    return schema.parse(response.data);
  } catch (error) {
    throw new ApiClientError('The API sent a response this client does not understand.', {
      status: response.status,
      cause: error,
    });
  }
}
