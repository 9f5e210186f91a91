import type { AuditTargetType } from '@ridebook/validation';

export const TARGET_TYPE_LABELS: Record<AuditTargetType, string> = {
  user: 'Account',
  driver: 'Driver',
  ride: 'Ride',
  settings: 'Settings',
  sos: 'SOS alert',
  city: 'City',
  payout: 'Payout',
  reconciliation: 'Reconciliation',
};
