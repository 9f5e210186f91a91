import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

describe('MESSAGES', () => {
  it('holds the seed specification’s validation messages verbatim (section 5)', () => {
    expect(MESSAGES).toMatchObject({
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
    });
  });

  it('holds the seed specification’s toasts and alerts verbatim (section 8)', () => {
    expect(MESSAGES).toMatchObject({
      loginSuccess: 'Login successful! Redirecting to dashboard...',
      loginFailure: 'Invalid credentials. Please try again.',
      registerSuccess: 'Account created successfully! Please login to continue.',
      registerFailure: 'Registration failed. Please try again.',
      logoutSuccess: 'Successfully logged out!',
      logoutFailure: 'Logout failed. Please try again.',
      contactSuccess: "Thank you for contacting us! We'll get back to you within 24 hours.",
      contactFailure: 'There was an error sending your message. Please try again.',
      tokenExpiredLog: 'Your token is expired',
    });
  });

  it('says how to reach support when an account may not sign in', () => {
    expect(MESSAGES.accountBlocked).toMatch(/blocked.*contact.*support/i);
    expect(MESSAGES.driverSuspended).toMatch(/suspended.*contact.*support/i);
    expect(MESSAGES.accountBlocked).not.toContain(MESSAGES.loginFailure);
  });
});
