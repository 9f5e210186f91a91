import { AUDIT_ACTIONS, type AuditTargetType } from '@ridebook/validation';

/** Every action the API records: its own list plus the ride and SOS modules' actions. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.block': 'Blocked an account',
  'user.unblock': 'Unblocked an account',
  'driver.approve': 'Approved a driver',
  'driver.reject': 'Rejected a driver',
  'driver.suspend': 'Suspended a driver',
  'driver.reinstate': 'Reinstated a driver',
  'settings.pricing.update': 'Changed pricing',
  'settings.dispatch.update': 'Changed dispatch',
  'ride.cancel': 'Cancelled a ride',
  'sos.acknowledge': 'Acknowledged an SOS',
  'sos.resolve': 'Resolved an SOS',
};

export const KNOWN_AUDIT_ACTIONS = [
  ...AUDIT_ACTIONS,
  'ride.cancel',
  'sos.acknowledge',
  'sos.resolve',
] as const;

export const TARGET_TYPE_LABELS: Record<AuditTargetType, string> = {
  user: 'Account',
  driver: 'Driver',
  ride: 'Ride',
  settings: 'Settings',
  sos: 'SOS alert',
};

/** What an action did in a few words; an unknown action shows as recorded. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}
