import { apiErrorSchema } from '@ridebook/validation';

/** Response schemas for the error statuses a route can answer: each is the one error body. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}
