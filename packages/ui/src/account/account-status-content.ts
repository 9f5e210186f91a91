import type { AccountStatusReason } from './account-access.ts';

export type AccountStatusContent = {
  /** A short label for the badge. */
  label: string;
  title: string;
  summary: string;
  stepsTitle: string;
  steps: readonly string[];
  tone: 'warning' | 'destructive';
  /** Whether the driver may still correct the vehicle details (the API lets pending and rejected drivers). */
  canEditVehicle: boolean;
};

/**
 * What each account-status page says: what happened, then what to do. Review times follow the marketing pages
 * (support replies within 24 hours); onboarding documents follow the spec's driver steps (licence, vehicle
 * registration and insurance).
 */
export const ACCOUNT_STATUS_CONTENT: Readonly<Record<AccountStatusReason, AccountStatusContent>> = {
  'driver-pending': {
    label: 'Under review',
    title: 'Your driver account is being reviewed',
    summary:
      "Thanks for signing up to drive with RideBook. We're checking your driver's license, vehicle registration " +
      'and insurance documents. This usually takes less than 24 hours.',
    stepsTitle: 'What happens next',
    steps: [
      'Our team checks your documents and your vehicle details.',
      'Once your account is approved, this page opens your driver dashboard. Come back any time, or select Check Again.',
      'Then go online from Availability Control and start accepting ride requests.',
    ],
    tone: 'warning',
    canEditVehicle: true,
  },
  'driver-rejected': {
    label: 'Not approved',
    title: "Your driver application wasn't approved",
    summary:
      "We couldn't approve your account with the documents and vehicle details we have, so you can't accept " +
      'rides yet.',
    stepsTitle: 'What you can do',
    steps: [
      'Check that your vehicle model and license plate are correct. Updating them sends your application for review again.',
      'Contact support to find out what was missing and which documents we need from you.',
    ],
    tone: 'destructive',
    canEditVehicle: true,
  },
  'driver-suspended': {
    label: 'Suspended',
    title: 'Your driver account has been suspended',
    summary: "While your account is suspended you can't go online or accept ride requests.",
    stepsTitle: 'What you can do',
    steps: [
      'Contact support: they can tell you why your account was suspended and what is needed to restore it.',
      'Once your account is restored, select Check Again or sign in again to return to your driver dashboard.',
    ],
    tone: 'destructive',
    canEditVehicle: false,
  },
  'account-blocked': {
    label: 'Blocked',
    title: 'Your account has been blocked',
    summary: "You can't use RideBook with this account at the moment.",
    stepsTitle: 'What you can do',
    steps: [
      'Contact support: they can tell you why your account was blocked and review the decision with you.',
      'Once your account is unblocked, select Check Again or sign in again to continue.',
    ],
    tone: 'destructive',
    canEditVehicle: false,
  },
};
