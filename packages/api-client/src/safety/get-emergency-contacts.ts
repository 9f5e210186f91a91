import { emergencyContactListResponseSchema, type EmergencyContact } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /user/me/emergency-contacts: the signed-in rider's or driver's emergency contacts, oldest first. */
export async function getEmergencyContacts({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<
  EmergencyContact[]
> {
  const response = await http.get<unknown>('/user/me/emergency-contacts', { signal });
  return parseResponse(emergencyContactListResponseSchema, response).data;
}

/** Kept fresh by the contact mutations. */
export function emergencyContactsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.safety.contacts(),
    queryFn: ({ signal }) => getEmergencyContacts({ signal }),
  });
}

export function useEmergencyContacts() {
  return useQuery(emergencyContactsQueryOptions());
}
