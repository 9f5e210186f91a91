export * from './messages.ts';
export * from './errors.ts';
export * from './roles.ts';
export {
  LIMITS,
  PHONE_PATTERN,
  VEHICLE_PLATE_PATTERN,
  confirmPasswordField,
  emailField,
  loginPasswordField,
  nameField,
  newPasswordField,
  phoneField,
  vehicleModelField,
  vehiclePlateField,
} from './fields.ts';
export * from './auth/login.ts';
export * from './auth/register.ts';
export * from './auth/password.ts';
export * from './contact.ts';
export type { FormSchema, FormValues } from './forms.ts';
export * from './user.ts';
export * from './health.ts';
export * from './pagination.ts';
export * from './dates.ts';
export * from './time-zone.ts';
export * from './text.ts';
export * from './rides/index.ts';
export * from './money/index.ts';
export * from './admin/index.ts';
export * from './admin/analytics.ts';
export * from './safety/index.ts';
export * from './payments/index.ts';
export * from './places/index.ts';
export * from './documents/index.ts';
