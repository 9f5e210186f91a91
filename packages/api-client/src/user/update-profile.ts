import { currentUserResponseSchema, type CurrentUser, type UpdateProfileInput } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** PATCH /user/me: changes the signed-in user's name, phone or (drivers) vehicle; returns the updated user. */
export async function updateProfile(
  input: UpdateProfileInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<CurrentUser> {
  const response = await http.patch<unknown>('/user/me', input, { signal });
  return parseResponse(currentUserResponseSchema, response).data;
}

/** Updates the profile, then invalidates USER data (and DRIVER data when the vehicle changed). */
export function useUpdateProfile(options: MutationHookOptions<CurrentUser, UpdateProfileInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation<CurrentUser, ApiClientError, UpdateProfileInput>({
    ...options,
    mutationFn: (input) => updateProfile(input),
    onSuccess: async (...args) => {
      const [, input] = args;
      const hasVehicleChanged = input.vehicleModel !== undefined || input.vehiclePlate !== undefined;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user.all() }),
        hasVehicleChanged && queryClient.invalidateQueries({ queryKey: queryKeys.driver.all() }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
