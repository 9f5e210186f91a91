import {
  useApproveDriver,
  useBlockUser,
  useReinstateDriver,
  useRejectDriver,
  useSuspendDriver,
  useUnblockUser,
} from '@ridebook/api-client';
import { notify, notifyError } from '@ridebook/ui';
import {
  adminReasonBodySchema,
  canChangeDriverApproval,
  optionalAdminReasonBodySchema,
  type AdminUser,
} from '@ridebook/validation';
import { Ban, CircleCheck, CircleX, PauseCircle, PlayCircle, Unlock } from 'lucide-react';
import { ReasonDialog, reasonValidator } from '../../components/reason-dialog.tsx';
import { ROLE_LABELS } from './user-badges.tsx';

const requiredReason = reasonValidator(adminReasonBodySchema);
const optionalNote = reasonValidator(optionalAdminReasonBodySchema);

export const ACCOUNT_ACTION_MESSAGES = {
  blocked: (name: string) => `${name} is blocked. Their sessions have ended.`,
  unblocked: (name: string) => `${name} is unblocked and can sign in again.`,
  approved: (name: string) => `${name} is approved; going online also needs their documents approved.`,
  rejected: (name: string) => `${name}'s application is rejected.`,
  suspended: (name: string) => `${name} is suspended. Their sessions have ended.`,
  reinstated: (name: string) => `${name} is reinstated and can drive again.`,
  failed: 'That did not work. Please try again.',
} as const;

/** Toasts of an account mutation, at hook level so they show even when the dialog has closed. */
function toasts(success: (name: string) => string) {
  return {
    onSuccess: (user: AdminUser) => notify.success(success(user.name)),
    onError: (error: unknown) => notifyError(error, ACCOUNT_ACTION_MESSAGES.failed),
  };
}

/** Block or unblock a rider or driver (admins cannot be blocked). */
export function BlockActions({ user }: { user: AdminUser }) {
  const block = useBlockUser(toasts(ACCOUNT_ACTION_MESSAGES.blocked));
  const unblock = useUnblockUser(toasts(ACCOUNT_ACTION_MESSAGES.unblocked));
  if (user.role === 'admin') return null;
  const role = ROLE_LABELS[user.role].toLowerCase();
  if (user.status === 'blocked') {
    return (
      <ReasonDialog
        trigger={
          <>
            <Unlock aria-hidden="true" />
            Unblock
          </>
        }
        title={`Unblock ${user.name}?`}
        description={`The ${role} can sign in and use RideBook again.`}
        reasonLabel="Note (optional)"
        confirmLabel="Unblock"
        pendingLabel="Unblocking..."
        validate={optionalNote}
        onConfirm={(reason) => unblock.mutateAsync({ userId: user.id, reason })}
      />
    );
  }
  return (
    <ReasonDialog
      trigger={
        <>
          <Ban aria-hidden="true" />
          Block
        </>
      }
      title={`Block ${user.name}?`}
      description={`Every session of this ${role} ends at once, their open ride is cancelled, and they cannot sign in until unblocked.`}
      reasonHint="Kept in the audit log."
      confirmLabel="Block"
      pendingLabel="Blocking..."
      isDestructive
      validate={requiredReason}
      onConfirm={(reason) => block.mutateAsync({ userId: user.id, reason })}
    />
  );
}

/** Approve, reject, suspend or reinstate a driver: only the moves their approval status allows. */
export function DriverApprovalActions({ user }: { user: AdminUser }) {
  const approve = useApproveDriver(toasts(ACCOUNT_ACTION_MESSAGES.approved));
  const reject = useRejectDriver(toasts(ACCOUNT_ACTION_MESSAGES.rejected));
  const suspend = useSuspendDriver(toasts(ACCOUNT_ACTION_MESSAGES.suspended));
  const reinstate = useReinstateDriver(toasts(ACCOUNT_ACTION_MESSAGES.reinstated));
  const status = user.driver?.approvalStatus;
  if (!status) return null;
  const driverId = user.id;
  return (
    <>
      {canChangeDriverApproval('approve', status) && (
        <ReasonDialog
          triggerVariant="default"
          trigger={
            <>
              <CircleCheck aria-hidden="true" />
              Approve
            </>
          }
          title={`Approve ${user.name}?`}
          description="The driver can go online and receive ride offers."
          reasonLabel="Note (optional)"
          confirmLabel="Approve"
          pendingLabel="Approving..."
          validate={optionalNote}
          onConfirm={(reason) => approve.mutateAsync({ driverId, reason })}
        />
      )}
      {canChangeDriverApproval('reject', status) && (
        <ReasonDialog
          trigger={
            <>
              <CircleX aria-hidden="true" />
              Reject
            </>
          }
          title={`Reject ${user.name}?`}
          description="The driver sees your reason on their account page and may correct their vehicle details."
          reasonHint="Shown to the driver."
          confirmLabel="Reject"
          pendingLabel="Rejecting..."
          isDestructive
          validate={requiredReason}
          onConfirm={(reason) => reject.mutateAsync({ driverId, reason })}
        />
      )}
      {canChangeDriverApproval('suspend', status) && (
        <ReasonDialog
          trigger={
            <>
              <PauseCircle aria-hidden="true" />
              Suspend
            </>
          }
          title={`Suspend ${user.name}?`}
          description="Every session of the driver ends at once, their open ride is cancelled and they go offline."
          reasonHint="Shown to the driver."
          confirmLabel="Suspend"
          pendingLabel="Suspending..."
          isDestructive
          validate={requiredReason}
          onConfirm={(reason) => suspend.mutateAsync({ driverId, reason })}
        />
      )}
      {canChangeDriverApproval('reinstate', status) && (
        <ReasonDialog
          trigger={
            <>
              <PlayCircle aria-hidden="true" />
              Reinstate
            </>
          }
          title={`Reinstate ${user.name}?`}
          description="The driver can sign in, go online and receive offers again."
          reasonLabel="Note (optional)"
          confirmLabel="Reinstate"
          pendingLabel="Reinstating..."
          validate={optionalNote}
          onConfirm={(reason) => reinstate.mutateAsync({ driverId, reason })}
        />
      )}
    </>
  );
}
