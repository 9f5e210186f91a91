import { currentUserResponseSchema, type CurrentUser, type UpdateProfileInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { PATCH, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** PATCH /user/me: changes the signed-in user's name, phone or (drivers) vehicle; returns the updated user. */
export function updateProfile(input: UpdateProfileInput, options?: RequestOptions): Promise<CurrentUser> {
  return requestData(currentUserResponseSchema, PATCH('/user/me', input), options);
}

/** Updates the profile, then invalidates USER data (and DRIVER data when the vehicle changed). */
export function useUpdateProfile(options: MutationHookOptions<CurrentUser, UpdateProfileInput> = {}) {
  return useEndpointMutation(updateProfile, options, {
    onSuccess: async (queryClient, _data, input) => {
      const hasVehicleChanged = input.vehicleModel !== undefined || input.vehiclePlate !== undefined;
      await invalidate(queryClient, queryKeys.user.all(), hasVehicleChanged && queryKeys.driver.all());
    },
  });
}
