import { z } from 'zod';
import { apiErrorSchema } from '@ridebook/validation';

/**
 * Response schemas for the error statuses a route can answer: each is the one error body. The API reference
 * describes each status with `RESPONSE_DESCRIPTIONS`; a route whose error means something narrower says so with
 * `apiErrorSchema.describe('…')` instead.
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}

/**
 * An answer without a body (204, a 303 redirect): `reply.code(204).send()`. The API reference shows the
 * description and no content (and, for a redirect, the Location header).
 */
export function noBody(description: string) {
  return z.undefined().describe(description);
}

/**
 * What each status means, for the API reference's responses that do not describe themselves (a route describes a
 * success with `schema.describe('…')`). One table, so a status reads the same on every route.
 */
export const RESPONSE_DESCRIPTIONS: Readonly<Record<number, string>> = {
  200: 'Success',
  201: 'Created',
  204: 'Done; no body',
  303: 'See Other: the browser continues at the Location header',
  400: 'Invalid input: `code` VALIDATION_FAILED and `errors` name each field (`path`, `message`), or a malformed body',
  401: 'No session, or its access token expired (`code` TOKEN_EXPIRED: renew with POST /api/auth/refresh-token and retry)',
  402: 'The card needs 3-D Secure (`code` PAYMENT_AUTHENTICATION_REQUIRED, `authentication` says where) or was declined (CARD_DECLINED)',
  403: 'Refused: the account is blocked (`code` ACCOUNT_BLOCKED) or suspended (DRIVER_SUSPENDED), its role may not do this (FORBIDDEN), or the request came from a site that is not allowed (ORIGIN_NOT_ALLOWED)',
  404: 'Not found, or not visible to the caller (`code` names what)',
  409: 'Conflicts with the current state (e.g. the ride moved on, already rated); `code` names the conflict',
  429: 'Too many attempts (`code` RATE_LIMITED); the Retry-After header says when to try again',
  503: 'A provider (places, routing, payments) or a dependency is unavailable; try again later',
};
