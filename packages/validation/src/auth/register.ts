import { z } from 'zod';
import {
  checkField,
  checkPasswordsMatch,
  confirmPasswordField,
  emailField,
  evenWithFieldIssues,
  nameField,
  newPasswordField,
  optionalVehicleModelField,
  optionalVehiclePlateField,
  phoneField,
  vehicleModelField,
  vehiclePlateField,
} from '../fields.ts';
import { MESSAGES } from '../messages.ts';
import { SIGN_UP_ROLES } from '../roles.ts';
import { CITY_MESSAGES } from '../cities/messages.ts';

/** A driver's city (a select of GET /api/cities); blank: the default city, the demo city. Riders have none. */
const optionalCityIdField = z
  .string({ error: CITY_MESSAGES.cityRequired })
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.uuid({ error: CITY_MESSAGES.cityRequired }).optional());

/** Only riders and drivers sign up (seed spec section 6); anything else names the `role` field. */
const signUpRoleField = z.enum(SIGN_UP_ROLES, { error: MESSAGES.roleInvalid }).default('rider');

const registrationFields = {
  name: nameField,
  email: emailField,
  phone: phoneField,
  role: signUpRoleField,
  vehicleModel: optionalVehicleModelField,
  vehiclePlate: optionalVehiclePlateField,
  cityId: optionalCityIdField,
  password: newPasswordField,
};

/** A driver's vehicle model and plate are required; a rider's are ignored. */
function refineDriverVehicle(
  value: { role?: unknown; vehicleModel?: unknown; vehiclePlate?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (value.role !== 'driver') return;
  checkField(vehicleModelField, value.vehicleModel ?? '', 'vehicleModel', ctx);
  checkField(vehiclePlateField, value.vehiclePlate ?? '', 'vehiclePlate', ctx);
}

/**
 * POST /api/user/register: name, email, password, phone, role (rider | driver, default rider), and
 * vehicleModel + vehiclePlate when the role is driver (seed spec section 3), and the driver's city (optional).
 */
export const registerSchema = z
  .object(registrationFields)
  .superRefine(refineDriverVehicle, evenWithFieldIssues);
export type RegisterInput = z.input<typeof registerSchema>;

/** The registration form: the API body plus confirmPassword, termsAccepted and rememberMe (seed spec section 5). */
export const registerFormSchema = z
  .object({
    ...registrationFields,
    confirmPassword: confirmPasswordField,
    termsAccepted: z
      .boolean({ error: MESSAGES.termsRequired })
      .refine((isAccepted) => isAccepted, { error: MESSAGES.termsRequired }),
    rememberMe: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    refineDriverVehicle(value, ctx);
    checkPasswordsMatch(value.password, value.confirmPassword, ctx);
  }, evenWithFieldIssues);
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** The API body of a registration form's values: drops the form-only fields and a rider's vehicle. */
export function toRegisterInput(form: z.output<typeof registerFormSchema>): RegisterInput {
  const { name, email, phone, role, password, vehicleModel, vehiclePlate, cityId } = form;
  return role === 'driver'
    ? { name, email, phone, role, password, vehicleModel, vehiclePlate, ...(cityId ? { cityId } : {}) }
    : { name, email, phone, role, password };
}
