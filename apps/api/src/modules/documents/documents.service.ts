import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_DETAILS_SCHEMAS,
  DOCUMENT_EXPIRY,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_LABELS,
  ERROR_CODES,
  pageInfo,
  type DocumentChecklist,
  type DocumentQueueItem,
  type DocumentQueueQuery,
  type DocumentType,
  type DriverDocument,
  type PageInfo,
} from '@ridebook/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/after-commit.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { hashToken } from '../../shared/secure-tokens.ts';
import { authorizeRide, authorizeSharedRide } from '../access/index.ts';
import { changeApprovalStatus } from '../admin-users/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { DriverStanding } from '../drivers/index.ts';
import type { Mailer } from '../mail/index.ts';
import { cleanUpload, RefusedFile } from './document-files.ts';
import { daysUntil, documentStanding, toDriverDocument, utcDay } from './document-standing.ts';
import type { DocumentStorage } from './document-storage.ts';
import {
  claimReminder,
  findApprovedExpiringBy,
  findDocument,
  findDriverDocuments,
  findRideDriverPhoto,
  findSharedDriverPhoto,
  findQueuePage,
  hasNewerApproved,
  insertDocument,
  reviewDocument,
  showApprovedDocument,
  type DocumentRow,
} from './documents.repository.ts';

export type DocumentsService = ReturnType<typeof createDocumentsService>;

const fieldProblem = (path: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, [{ path, message }]);

const documentNotFound = () =>
  new AppError(404, ERROR_CODES.DOCUMENT_NOT_FOUND, DOCUMENT_MESSAGES.documentNotFound);

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Drivers' documents (docs/decisions/020): uploads checked and cleaned, stored file first and row second (a failed
 * row removes the file), reviewed by admins (approving the last required one approves a pending driver), and
 * reminded before they expire.
 */
export function createDocumentsService(deps: {
  db: Database;
  clock: Clock;
  storage: DocumentStorage;
  mailer: Mailer;
  siteUrl: string;
  log: FastifyBaseLogger;
  /** The driver's approval and account standing (the drivers feature's, handed in: drivers ask documents too). */
  findDriverStanding: (db: Database, driverId: string) => Promise<DriverStanding | undefined>;
}) {
  const { db, clock, storage, mailer, log, findDriverStanding } = deps;
  const today = () => utcDay(clock.now());

  async function standingOf(driverId: string) {
    return documentStanding(await findDriverDocuments(db, driverId), today());
  }

  /** The document, if the caller may read it: its driver, or any admin. */
  async function readable(user: AuthenticatedUser, id: string): Promise<DocumentRow> {
    const row = await findDocument(db, id);
    if (!row || (user.role !== 'admin' && row.driverId !== user.id)) throw documentNotFound();
    return row;
  }

  async function photoBytes(photo: { storageKey: string; contentType: string } | null) {
    if (photo === null) throw documentNotFound();
    return { body: await storage.get(photo.storageKey), contentType: photo.contentType };
  }

  return {
    storage,
    standingOf,

    async checklist(driver: AuthenticatedUser): Promise<DocumentChecklist> {
      const [standing, profile] = await Promise.all([
        standingOf(driver.id),
        findDriverStanding(db, driver.id),
      ]);
      return {
        ...standing.checklist,
        canGoOnline:
          profile?.approvalStatus === 'approved' && profile.accountStatus === 'active' && standing.isComplete,
      };
    },

    /**
     * One upload: the details checked against the type's schema, the file's type read from its bytes and images
     * re-encoded; then the file is stored and the row written, and a failed row removes the stored file.
     */
    async upload(
      driver: AuthenticatedUser,
      type: DocumentType,
      input: { fields: Record<string, string>; file: Buffer | null },
    ): Promise<DriverDocument> {
      const parsed = DOCUMENT_DETAILS_SCHEMAS[type].safeParse(input.fields);
      const errors = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      const details: Record<string, string | number> = parsed.success ? parsed.data : {};
      const expiresOn = typeof details.expiresOn === 'string' ? details.expiresOn : null;
      if (expiresOn !== null && daysUntil(expiresOn, today()) < 0) {
        errors.push({ path: 'expiresOn', message: DOCUMENT_MESSAGES.expiresOnPast });
      }
      if (input.file === null || input.file.length === 0) {
        errors.push({ path: 'file', message: DOCUMENT_MESSAGES.fileRequired });
      }
      if (errors.length > 0 || input.file === null) {
        throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, errors[0]?.message ?? '', errors);
      }
      let file;
      try {
        file = await cleanUpload(type, input.file);
      } catch (error) {
        if (error instanceof RefusedFile) throw fieldProblem('file', error.message);
        throw error;
      }
      const id = randomUUID();
      const storageKey = `${driver.id}/${id}.${file.extension}`;
      await storage.put(storageKey, file.body, file.contentType);
      try {
        const row = await insertDocument(db, {
          id,
          driverId: driver.id,
          type,
          details,
          expiresOn,
          storageKey,
          contentType: file.contentType,
          sizeBytes: file.body.length,
          uploadedAt: clock.now(),
        });
        return toDriverDocument(row, today());
      } catch (error) {
        await storage.remove(storageKey).catch((removal: unknown) => {
          log.error({ err: removal }, 'removing the file of a failed document upload failed');
        });
        throw error;
      }
    },

    /** The file's bytes, for its driver or an admin. */
    async file(user: AuthenticatedUser, id: string): Promise<{ body: Buffer; contentType: string }> {
      const row = await readable(user, id);
      return { body: await storage.get(row.storageKey), contentType: row.contentType };
    },

    /** A short-lived link to the file, for its driver or an admin. */
    async link(user: AuthenticatedUser, id: string): Promise<{ url: string; expiresAt: string }> {
      const row = await readable(user, id);
      const { url, expiresAt } = await storage.signedUrl(row.storageKey, row.contentType, clock.now());
      return { url, expiresAt: expiresAt.toISOString() };
    },

    /**
     * The approved photo of the ride's driver, for whom the access policy lets see it (its rider, its driver, an
     * admin); 404 for anyone else and while the driver has none.
     */
    async rideDriverPhoto(user: AuthenticatedUser, rideId: string) {
      const { ride } = authorizeRide(user, await findRideDriverPhoto(db, rideId), 'driver_photo.read');
      return photoBytes(ride.photo);
    },

    /** The driver's approved photo for the holder of a share link, while the link works (404 after). */
    async sharedDriverPhoto(token: string) {
      const shared = authorizeSharedRide(await findSharedDriverPhoto(db, hashToken(token)), clock.now());
      return photoBytes(shared.photo);
    },

    async queue(query: DocumentQueueQuery): Promise<{ data: DocumentQueueItem[]; page: PageInfo }> {
      const day = today();
      const { rows, total } = await findQueuePage(db, query, {
        today: day,
        soonDay: addDays(day, DOCUMENT_EXPIRY.soonDays),
      });
      return {
        data: rows.map(({ document, name, email }) => ({
          ...toDriverDocument(document, day),
          driver: { id: document.driverId, name, email },
        })),
        page: pageInfo(query, total),
      };
    },

    /**
     * Approve or reject an in-review document, audited in the same transaction. Approving a registration or a
     * photo makes it what riders see; approving the last missing document approves a pending or rejected driver.
     */
    async review(
      admin: AuthenticatedUser,
      id: string,
      decision: { approve: true } | { approve: false; reason: string },
    ): Promise<DriverDocument> {
      const existing = await findDocument(db, id);
      if (!existing) throw documentNotFound();
      const now = clock.now();
      const reviewed = await inTransaction(db, async (tx) => {
        const row = await reviewDocument(tx, {
          id,
          status: decision.approve ? 'approved' : 'rejected',
          reason: decision.approve ? null : decision.reason,
          reviewerId: admin.id,
          now,
        });
        if (!row) return undefined;
        await recordAudit(tx, {
          actorId: admin.id,
          action: decision.approve ? 'document.approve' : 'document.reject',
          targetType: 'driver',
          targetId: row.driverId,
          reason: decision.approve ? null : decision.reason,
          details: { documentId: row.id, type: row.type },
          at: now,
        });
        if (!decision.approve) return row;
        await showApprovedDocument(tx, row, now);
        const standing = documentStanding(await findDriverDocuments(tx, row.driverId), utcDay(now));
        if (standing.isComplete) {
          const profile = await findDriverStanding(tx, row.driverId);
          const from = profile?.approvalStatus;
          if (
            (from === 'pending' || from === 'rejected') &&
            (await changeApprovalStatus(tx, {
              driverId: row.driverId,
              from: [from],
              to: 'approved',
              reason: null,
              now,
            }))
          ) {
            await recordAudit(tx, {
              actorId: admin.id,
              action: 'driver.approve',
              targetType: 'driver',
              targetId: row.driverId,
              details: { from, to: 'approved', byDocuments: true },
              at: now,
            });
          }
        }
        return row;
      });
      if (!reviewed) {
        throw new AppError(409, ERROR_CODES.DOCUMENT_REVIEW_CONFLICT, DOCUMENT_MESSAGES.notInReview);
      }
      return toDriverDocument(reviewed, utcDay(now));
    },

    /**
     * The expiry sweep: e-mails each driver DOCUMENT_EXPIRY.reminderDays (30, then 7) days before an approved
     * document expires, each reminder once (claimed in the database, so several processes send it once). A
     * reminder whose day was missed (the API was down) is sent late, but the earlier one is not sent after it.
     */
    async sendExpiryReminders(): Promise<number> {
      const day = today();
      const [first] = DOCUMENT_EXPIRY.reminderDays;
      let sent = 0;
      for (const { document, name, email } of await findApprovedExpiringBy(db, addDays(day, first))) {
        if (document.expiresOn === null) continue;
        const left = daysUntil(document.expiresOn, day);
        if (left < 0 || (await hasNewerApproved(db, document))) continue;
        // The nearest reminder whose day has come, and the earlier ones with it (never sent after a later one).
        const due = DOCUMENT_EXPIRY.reminderDays.filter((days) => left <= days);
        const nearest = Math.min(...due);
        let isMine = false;
        for (const days of due) {
          const claimed = await claimReminder(db, document.id, days);
          if (days === nearest) isMine = claimed;
        }
        if (!isMine) continue;
        const label = DOCUMENT_TYPE_LABELS[document.type];
        await mailer.send({
          to: email,
          subject: `Your ${label.toLowerCase()} expires on ${document.expiresOn}`,
          text: [
            `Hello ${name},`,
            '',
            `Your ${label.toLowerCase()} on RideBook expires on ${document.expiresOn} (in ${left} day${left === 1 ? '' : 's'}).`,
            'Upload the new one before then: once it has expired you cannot go online until a new one is approved.',
            '',
            `Upload it in the driver app: ${deps.siteUrl}/driver/documents`,
          ].join('\n'),
        });
        sent += 1;
      }
      return sent;
    },
  };
}
