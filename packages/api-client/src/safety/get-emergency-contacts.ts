import { emergencyContactListResponseSchema, type EmergencyContact } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /user/me/emergency-contacts: the signed-in rider's or driver's emergency contacts, oldest first. */
export function getEmergencyContacts(options?: RequestOptions): Promise<EmergencyContact[]> {
  return requestData(emergencyContactListResponseSchema, GET('/user/me/emergency-contacts'), options);
}

/** Kept fresh by the contact mutations. */
export const emergencyContactsQueryOptions = () =>
  endpointQueryOptions(queryKeys.safety.contacts(), getEmergencyContacts);

export const useEmergencyContacts = () => useQuery(emergencyContactsQueryOptions());
