/**
 * Every user-facing message shared by the forms, the API and the client.
 * The first two groups are the seed specification's exact wording (sections 5 and 8): never rephrase them.
 */
export const MESSAGES = {
  // Seed spec section 5: validation.
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  loginPasswordMin: 'Password must be at least 6 characters long',
  nameMin: 'Name must be at least 2 characters long',
  nameMax: 'Name is too long',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  passwordMin: 'Password must be at least 8 characters long',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  termsRequired: 'You must accept the terms and conditions to continue',
  vehicleModelRequired: 'Vehicle model is required for drivers',
  vehiclePlateRequired: 'License plate is required for drivers',
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageMin: 'Message must be at least 10 characters long',

  // Seed spec section 8: toasts, alerts and the console line of the refresh interceptor.
  loginSuccess: 'Login successful! Redirecting to dashboard...',
  loginFailure: 'Invalid credentials. Please try again.',
  registerSuccess: 'Account created successfully! Please login to continue.',
  registerFailure: 'Registration failed. Please try again.',
  logoutSuccess: 'Successfully logged out!',
  logoutFailure: 'Logout failed. Please try again.',
  contactSuccess: "Thank you for contacting us! We'll get back to you within 24 hours.",
  contactFailure: 'There was an error sending your message. Please try again.',
  tokenExpiredLog: 'Your token is expired',

  // Not in the seed: limits that keep input sane, in the seed's style.
  emailTooLong: 'Email is too long',
  passwordTooLong: 'Password is too long',
  roleInvalid: 'Please choose an account type: rider or driver',
  vehicleModelTooLong: 'Vehicle model is too long',
  vehiclePlateTooLong: 'License plate is too long',
  vehicleOnlyForDrivers: 'Only drivers can have a vehicle',
  subjectTooLong: 'Subject is too long',
  messageTooLong: 'Message is too long',
  categoryInvalid: 'Please choose a category',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  newPasswordSameAsCurrent: 'New password must be different from your current password',
  resetTokenRequired: 'The password reset link is incomplete. Please request a new one.',

  // Not in the seed: the API's own answers.
  tokenExpired: 'Your token has expired',
  unauthenticated: 'Please login to continue.',
  refreshTokenInvalid: 'Your session has ended. Please login again.',
  accountBlocked:
    'Your account has been blocked. Please contact RideBook support through the Contact Us page for help.',
  driverSuspended:
    'Your driver account has been suspended. Please contact RideBook support through the Contact Us page for help.',
  forbidden: 'You do not have permission to do this.',
  emailTaken: 'An account with this email already exists. Please login or use a different email.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  originNotAllowed: 'This request comes from a website that is not allowed to use the RideBook API.',
  invalidResetToken: 'This password reset link is invalid or has expired. Please request a new one.',
  forgotPasswordSent:
    'If an account exists for that email, we have sent a link to reset your password. Please check your inbox.',
  passwordResetSuccess: 'Your password has been reset. Please login with your new password.',
  passwordChanged: 'Your password has been changed. You have been logged out on your other devices.',
  sessionRefreshed: 'Session refreshed',
  validationFailed: 'The request is not valid.',
  internalError: 'Something went wrong on our side. Please try again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
