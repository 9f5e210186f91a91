import type { CurrentUser } from '@ridebook/validation';
import type { DriverProfileRow, UserRow } from './users.repository.ts';

/** The columns `GET /api/user/me` shows: what the auth state query reads with each session (decision 019). */
export type AccountColumns = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'phone' | 'role' | 'status' | 'createdAt'
> & {
  driver: Pick<
    DriverProfileRow,
    'vehicleModel' | 'vehiclePlate' | 'approvalStatus' | 'approvalReason'
  > | null;
};

/** The account as GET /api/user/me shows it: never the password hash. */
export function toCurrentUser(user: AccountColumns): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    driver: user.driver && {
      vehicleModel: user.driver.vehicleModel,
      vehiclePlate: user.driver.vehiclePlate,
      approvalStatus: user.driver.approvalStatus,
      ...(explainsStanding(user.driver) && { approvalReason: user.driver.approvalReason }),
    },
  };
}

/** A rejection's or suspension's reason is the driver's to read; an approval's note (or a stale one) is not. */
function explainsStanding(
  driver: NonNullable<AccountColumns['driver']>,
): driver is NonNullable<AccountColumns['driver']> & { approvalReason: string } {
  return (
    (driver.approvalStatus === 'rejected' || driver.approvalStatus === 'suspended') &&
    typeof driver.approvalReason === 'string' &&
    driver.approvalReason.trim() !== ''
  );
}
