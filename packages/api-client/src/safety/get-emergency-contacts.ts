import { emergencyContactListResponseSchema, type EmergencyContact } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /user/me/emergency-contacts: the signed-in rider's or driver's emergency contacts, oldest first. */
export function getEmergencyContacts(options?: RequestOptions): Promise<EmergencyContact[]> {
  return requestData(emergencyContactListResponseSchema, GET('/user/me/emergency-contacts'), options);
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
