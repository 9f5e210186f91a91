import { chooseDriverCity } from '../cities/index.ts';
import type { z } from 'zod';
import {
  ERROR_CODES,
  MESSAGES,
  type CurrentUser,
  type registerSchema,
  type updateProfileSchema,
} from '@ridebook/validation';
import { inTransaction } from '../../db/after-commit.ts';
import type { Database } from '../../db/database.ts';
import { AppError, type FieldError } from '../../shared/app-error.ts';
import { hashPassword } from '../../shared/passwords.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import {
  findUserById,
  insertDriverProfile,
  insertUser,
  updateDriverProfile,
  updateUser,
  type DriverProfilePatch,
  type UserPatch,
  type UserWithDriver,
} from './users.repository.ts';
import { toCurrentUser } from './current-user.ts';

export type RegisterData = z.output<typeof registerSchema>;
export type UpdateProfileData = z.output<typeof updateProfileSchema>;
/** What the admin CLI asks for: the registration fields without a role (it is always admin). */
export type NewAdminData = Pick<RegisterData, 'name' | 'email' | 'phone' | 'password'>;

function emailTaken(): AppError {
  return new AppError(409, ERROR_CODES.EMAIL_TAKEN, MESSAGES.emailTaken, [
    { path: 'email', message: MESSAGES.emailTaken },
  ]);
}

async function loadUser(db: Database, id: string): Promise<UserWithDriver> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, MESSAGES.unauthenticated);
  return user;
}

/**
 * Creates an account of any role. Registration passes rider or driver (the schema refuses anything else);
 * only the CLI passes admin. A driver's vehicle goes on a driver profile awaiting approval.
 */
async function createAccount(
  db: Database,
  input: NewAdminData & {
    role: 'rider' | 'driver' | 'admin';
    vehicleModel?: string;
    vehiclePlate?: string;
    cityId?: string;
  },
  options: { driverApprovalStatus?: 'pending' | 'approved' } = {},
): Promise<CurrentUser> {
  // Hash before the transaction: argon2 takes tens of milliseconds and must not hold a connection.
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      role: input.role,
      passwordHash,
    });
    if (!user) throw emailTaken();
    if (input.role === 'driver') {
      await insertDriverProfile(tx, {
        userId: user.id,
        vehicleModel: input.vehicleModel ?? '',
        vehiclePlate: input.vehiclePlate ?? '',
        cityId: await chooseDriverCity(tx, input.cityId),
        approvalStatus: options.driverApprovalStatus ?? 'pending',
      });
    }
    return user.id;
  });
  return toCurrentUser(await loadUser(db, userId));
}

export function createUsersService({ db }: { db: Database }) {
  return {
    /** POST /api/user/register: a rider, or a driver pending approval. Does not sign in. */
    register: (input: RegisterData) => createAccount(db, input),

    /** The admin CLI: admins cannot sign up. */
    createAdmin: (input: NewAdminData) => createAccount(db, { ...input, role: 'admin' }),

    /** Demo data: an approved driver. */
    createApprovedDriver: (
      input: NewAdminData & { vehicleModel: string; vehiclePlate: string; cityId?: string },
    ) => createAccount(db, { ...input, role: 'driver' }, { driverApprovalStatus: 'approved' }),

    /**
     * PATCH /api/user/me. A driver who changes the vehicle model or plate goes back to `pending` approval;
     * a rider or admin cannot have a vehicle.
     */
    updateProfile: async (actor: AuthenticatedUser, input: UpdateProfileData): Promise<CurrentUser> => {
      const user = await loadUser(db, actor.id);
      const vehicleFields = (['vehicleModel', 'vehiclePlate'] as const).filter(
        (field) => input[field] !== undefined,
      );
      if (vehicleFields.length > 0 && !user.driver) {
        const errors: FieldError[] = vehicleFields.map((path) => ({
          path,
          message: MESSAGES.vehicleOnlyForDrivers,
        }));
        throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, MESSAGES.vehicleOnlyForDrivers, errors);
      }

      const now = new Date();
      const userPatch: UserPatch = {};
      if (input.name !== undefined) userPatch.name = input.name;
      if (input.phone !== undefined) userPatch.phone = input.phone;
      const driverPatch: DriverProfilePatch = {};
      if (user.driver) {
        if (input.vehicleModel !== undefined && input.vehicleModel !== user.driver.vehicleModel) {
          driverPatch.vehicleModel = input.vehicleModel;
        }
        if (input.vehiclePlate !== undefined && input.vehiclePlate !== user.driver.vehiclePlate) {
          driverPatch.vehiclePlate = input.vehiclePlate;
        }
        // A new vehicle has not been checked yet. A suspension stays a suspension.
        if (Object.keys(driverPatch).length > 0 && user.driver.approvalStatus !== 'suspended') {
          driverPatch.approvalStatus = 'pending';
        }
      }

      await inTransaction(db, async (tx) => {
        if (Object.keys(userPatch).length > 0) await updateUser(tx, user.id, userPatch, now);
        if (Object.keys(driverPatch).length > 0) await updateDriverProfile(tx, user.id, driverPatch, now);
      });
      return toCurrentUser(await loadUser(db, user.id));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
