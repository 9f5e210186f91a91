import {
  ERROR_CODES,
  SAFETY_LIMITS,
  SAFETY_MESSAGES,
  type EmergencyContact,
  type EmergencyContactData,
  type UpdateEmergencyContactData,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  countContacts,
  deleteContact,
  insertContact,
  listContacts,
  updateContact,
  type EmergencyContactRow,
} from './emergency-contacts.repository.ts';
import { lockUser } from '../users/index.ts';

export type EmergencyContactsService = ReturnType<typeof createEmergencyContactsService>;

export function toEmergencyContact(row: EmergencyContactRow): EmergencyContact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    relationship: row.relationship,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Someone else's contact answers like a missing one: ids are not probed. */
const contactNotFound = () =>
  new AppError(404, ERROR_CODES.EMERGENCY_CONTACT_NOT_FOUND, SAFETY_MESSAGES.contactNotFound);

/** The people a rider or driver wants told when they press SOS (at most SAFETY_LIMITS.contactsMax). */
export function createEmergencyContactsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async list(userId: string): Promise<EmergencyContact[]> {
      return (await listContacts(db, userId)).map(toEmergencyContact);
    },

    async add(userId: string, input: EmergencyContactData): Promise<EmergencyContact> {
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        if ((await countContacts(tx, userId)) >= SAFETY_LIMITS.contactsMax) {
          throw new AppError(409, ERROR_CODES.EMERGENCY_CONTACT_LIMIT, SAFETY_MESSAGES.contactLimit);
        }
        return insertContact(tx, {
          userId,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          relationship: input.relationship ?? null,
          createdAt: clock.now(),
        });
      });
      return toEmergencyContact(row);
    },

    async update(userId: string, id: string, input: UpdateEmergencyContactData): Promise<EmergencyContact> {
      const row = await updateContact(db, userId, id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.email === undefined ? {} : { email: input.email }),
        ...(input.phone === undefined ? {} : { phone: input.phone }),
        ...(input.relationship === undefined ? {} : { relationship: input.relationship }),
        updatedAt: clock.now(),
      });
      if (!row) throw contactNotFound();
      return toEmergencyContact(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await deleteContact(db, userId, id))) throw contactNotFound();
    },
  };
}
