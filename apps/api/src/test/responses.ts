import {
  apiErrorSchema,
  currentUserResponseSchema,
  messageResponseSchema,
  type ApiError,
  type CurrentUser,
} from '@ridebook/validation';

type JsonResponse = { json(): unknown };

/** The error body of a response, checked against the contract (`{ message, code, errors? }`). */
export function errorOf(response: JsonResponse): ApiError {
  return apiErrorSchema.parse(response.json());
}

/** The account in a `{ data: CurrentUser }` response, checked against the contract. */
export function userOf(response: JsonResponse): CurrentUser {
  return currentUserResponseSchema.parse(response.json()).data;
}

/** The message of a `{ message }` response. */
export function messageOf(response: JsonResponse): string {
  return messageResponseSchema.parse(response.json()).message;
}
