import { ProfilePage } from '@ridebook/ui/account';
import { CurrentApprovalStatus } from './approval-status-notice.tsx';

/**
 * /driver/profile (Profile Management): the driver's standing (approval status, vehicle, the admin's reason) above
 * the shared profile (contact details, vehicle form, password).
 */
export function DriverProfilePage() {
  return (
    <div className="grid gap-6">
      <div className="mx-auto w-full max-w-3xl">
        <CurrentApprovalStatus />
      </div>
      <ProfilePage role="driver" />
    </div>
  );
}
