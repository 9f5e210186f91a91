import { useCurrentUser } from '@ridebook/api-client';
import type { DriverApprovalStatus, DriverProfile } from '@ridebook/validation';
import { BadgeCheck, Ban, Clock, ShieldAlert } from 'lucide-react';
import { Notice, type NoticeProps } from '../../components/notice.tsx';

type StandingContent = Pick<NoticeProps, 'icon' | 'tone'> & { title: string; text: string };

const STANDINGS: Record<DriverApprovalStatus, StandingContent> = {
  approved: {
    icon: BadgeCheck,
    tone: 'info',
    title: 'Approval status: Approved',
    text: 'You can go online and accept rides.',
  },
  pending: {
    icon: Clock,
    tone: 'warning',
    title: 'Approval status: Pending',
    text: 'An admin is checking your vehicle details. You can go online once they approve them.',
  },
  rejected: {
    icon: ShieldAlert,
    tone: 'destructive',
    title: 'Approval status: Rejected',
    text: 'Correct your vehicle model or license plate below and save to send your application again.',
  },
  suspended: {
    icon: Ban,
    tone: 'destructive',
    title: 'Approval status: Suspended',
    text: "You can't go online while your account is suspended. Please contact support.",
  },
};

/** The driver's standing in one line, with the admin's reason for a rejection or suspension when there is one. */
export function ApprovalStatusNotice({ driver }: { driver: DriverProfile }) {
  const standing = STANDINGS[driver.approvalStatus];
  return (
    <Notice icon={standing.icon} tone={standing.tone} title={standing.title}>
      <p>
        {driver.vehicleModel} · {driver.vehiclePlate}
      </p>
      {driver.approvalReason && <p>Reason: {driver.approvalReason}</p>}
      <p>{standing.text}</p>
    </Notice>
  );
}

/** The signed-in driver's standing, once their account has loaded. */
export function CurrentApprovalStatus() {
  const { data: user } = useCurrentUser();
  return user?.driver ? <ApprovalStatusNotice driver={user.driver} /> : null;
}
