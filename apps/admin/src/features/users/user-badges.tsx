import { Badge } from '@ridebook/ui';
import type { AccountStatus, DriverApprovalStatus, Role } from '@ridebook/validation';

export const ROLE_LABELS: Record<Role, string> = { rider: 'Rider', driver: 'Driver', admin: 'Admin' };
export const STATUS_LABELS: Record<AccountStatus, string> = { active: 'Active', blocked: 'Blocked' };
export const APPROVAL_LABELS: Record<DriverApprovalStatus, string> = {
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

const APPROVAL_VARIANTS = {
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
  suspended: 'destructive',
} as const satisfies Record<DriverApprovalStatus, string>;

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={role === 'admin' ? 'info' : 'outline'}>{ROLE_LABELS[role]}</Badge>;
}

export function StatusBadge({ status }: { status: AccountStatus }) {
  return <Badge variant={status === 'active' ? 'success' : 'destructive'}>{STATUS_LABELS[status]}</Badge>;
}

export function ApprovalBadge({ status }: { status: DriverApprovalStatus }) {
  return <Badge variant={APPROVAL_VARIANTS[status]}>{APPROVAL_LABELS[status]}</Badge>;
}

export function OnlineBadge({ isOnline }: { isOnline: boolean }) {
  return <Badge variant={isOnline ? 'success' : 'muted'}>{isOnline ? 'Online' : 'Offline'}</Badge>;
}
