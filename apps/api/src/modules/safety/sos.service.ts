import {
  SAFETY_LIMITS,
  SAFETY_MESSAGES,
  type LatLng,
  type RaiseSosData,
  type ShareLocationResult,
  type SosActions,
  type SosContactOutcome,
  type SosResult,
} from '@ridebook/validation';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RideContext } from '../rides/ride-context.ts';
import { listContacts, type EmergencyContactRow } from './emergency-contacts.repository.ts';
import { findOwnRideInProgress, type OwnRide } from './ride-access.ts';
import { sosEmail, shareLocationEmail } from './safety-emails.ts';
import type { ShareLinksService } from './share-links.service.ts';
import { toAdminSosAlert, toSosAlert } from './sos-view.ts';
import {
  findRecentOpenAlert,
  insertAlert,
  lockRide,
  updateAlertActions,
  type SosAlertRow,
} from './sos.repository.ts';

export type SosService = ReturnType<typeof createSosService>;

const REPEAT_WINDOW_MS = SAFETY_LIMITS.sosRepeatWindowSeconds * 1000;

/**
 * SOS and "share live location". The alert is stored first; everything after it (the live link, the admins' live
 * alert, then the e-mails) is done as far as it can be and reported in the alert's `actions`: one failing step
 * never loses the alert, and the e-mails never hold up the admins' alert.
 */
export function createSosService(options: {
  context: Pick<RideContext, 'db' | 'clock' | 'locator' | 'notifier' | 'log'>;
  mailer: Mailer;
  shareLinks: ShareLinksService;
  policeNumber: string;
}) {
  const { context, mailer, shareLinks, policeNumber } = options;
  const { db, clock, locator, notifier, log } = context;

  /** The position the caller sent, else the driver's last known one, else the pickup. */
  async function sosPosition(
    sent: LatLng | undefined,
    { ride }: OwnRide,
  ): Promise<{ position: LatLng; source: SosActions['positionSource'] }> {
    if (sent !== undefined) return { position: sent, source: 'device' };
    if (ride.driverId !== null) {
      const fix = await locator.getPosition(ride.driverId).catch((error: unknown) => {
        log.warn({ err: error }, 'sos: driver position unavailable');
        return null;
      });
      if (fix !== null) return { position: { lat: fix.lat, lng: fix.lng }, source: 'driver' };
    }
    return { position: { lat: ride.pickupLat, lng: ride.pickupLng }, source: 'pickup' };
  }

  /** A live link for the ride, or null when it could not be made (the SOS goes on without it). */
  async function tryCreateLink(rideId: string, userId: string): Promise<string | null> {
    try {
      return await shareLinks.createLink(rideId, userId);
    } catch (error) {
      log.error({ err: error, rideId }, 'sos: share link failed');
      return null;
    }
  }

  /** Sends one e-mail per contact, all at once; a failure is recorded, never thrown. */
  async function emailContacts(
    contacts: EmergencyContactRow[],
    compose: (contact: EmergencyContactRow) => { subject: string; text: string },
  ): Promise<SosContactOutcome[]> {
    return Promise.all(
      contacts.map(async (contact): Promise<SosContactOutcome> => {
        const outcome = { contactId: contact.id, name: contact.name, email: contact.email };
        try {
          await mailer.send({ to: contact.email, ...compose(contact) });
          return { ...outcome, outcome: 'sent' };
        } catch (error) {
          log.error({ err: error, contactId: contact.id }, 'safety e-mail failed');
          return { ...outcome, outcome: 'failed' };
        }
      }),
    );
  }

  /** Tells every admin watching live operations; a bus failure is logged, the SOS stands. */
  async function tellAdmins(type: 'sos.raised' | 'sos.updated', alert: SosAlertRow, user: OwnRide['user']) {
    try {
      await notifier.toOps({ type, alert: toAdminSosAlert({ alert, user }) });
    } catch (error) {
      log.error({ err: error, alertId: alert.id }, `sos: live ${type} to admins failed`);
    }
  }

  /**
   * After the admins were alerted: e-mails the contacts, records each outcome on the alert and updates the admins'
   * view of it. Never throws: a mail adapter (or any) failure here is logged and the alert stays as it was.
   */
  async function alertContacts(
    alert: SosAlertRow & { actions: SosActions },
    own: OwnRide,
    compose: (contact: EmergencyContactRow) => { subject: string; text: string },
  ): Promise<SosAlertRow> {
    try {
      const contacts = await emailContacts(await listContacts(db, own.user.id), compose);
      const actions: SosActions = {
        ...alert.actions,
        contacts,
        contactsNotified: contacts.filter((contact) => contact.outcome === 'sent').length,
      };
      const row = (await updateAlertActions(db, alert.id, actions)) ?? { ...alert, actions };
      await tellAdmins('sos.updated', row, own.user);
      return row;
    } catch (error) {
      log.error({ err: error, alertId: alert.id }, 'sos: e-mailing the emergency contacts failed');
      return alert;
    }
  }

  return {
    /**
     * POST /api/rides/:id/sos. `created` is false when the same person raised SOS for this ride within the last
     * minute and the alert is still open: that alert is returned and nobody is e-mailed again.
     */
    async raise(
      user: AuthenticatedUser,
      rideId: string,
      input: RaiseSosData,
    ): Promise<{ result: SosResult; created: boolean }> {
      const own = await findOwnRideInProgress(db, user, rideId, SAFETY_MESSAGES.sosNotActive);
      const { position, source } = await sosPosition(input?.position, own);
      const now = clock.now();

      const opened = await db.transaction(async (tx) => {
        await lockRide(tx, rideId);
        const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
        const open = await findRecentOpenAlert(tx, { rideId, userId: user.id, since });
        if (open) return { row: open, created: false };
        const row = await insertAlert(tx, {
          rideId,
          userId: user.id,
          role: own.party,
          lat: position.lat,
          lng: position.lng,
          message: input?.message ?? null,
          createdAt: now,
          actions: { positionSource: source, shareLinkCreated: false, contacts: [], contactsNotified: 0 },
        });
        return { row, created: true };
      });

      // A repeat gets a link of its own: the first link's token was never stored.
      const token = await tryCreateLink(rideId, user.id);
      const shareUrl = token === null ? null : shareLinks.urlOf(token);
      if (!opened.created) {
        const alert = toSosAlert(opened.row);
        return {
          result: {
            alert,
            alreadyRaised: true,
            contactsNotified: alert.actions.contactsNotified,
            shareUrl,
            policeNumber,
          },
          created: false,
        };
      }

      // The admins first: nothing they need waits for a mail server. The e-mails follow (sos.updated).
      const raised = {
        ...opened.row,
        actions: {
          positionSource: source,
          shareLinkCreated: token !== null,
          contacts: [],
          contactsNotified: 0,
        },
      };
      await tellAdmins('sos.raised', raised, own.user);
      const trip = {
        userName: own.user.name,
        pickup: own.ride.pickupAddress,
        destination: own.ride.destinationAddress,
        shareUrl,
      };
      const alert = toSosAlert(
        await alertContacts(raised, own, (contact) =>
          sosEmail({
            ...trip,
            contactName: contact.name,
            position,
            message: input?.message ?? null,
            policeNumber,
          }),
        ),
      );
      return {
        result: {
          alert,
          alreadyRaised: false,
          contactsNotified: alert.actions.contactsNotified,
          shareUrl,
          policeNumber,
        },
        created: true,
      };
    },

    /** POST /api/rides/:id/share-location: the live link to every emergency contact, without an alert. */
    async shareLocation(user: AuthenticatedUser, rideId: string): Promise<ShareLocationResult> {
      const own = await findOwnRideInProgress(db, user, rideId, SAFETY_MESSAGES.shareNotActive);
      const token = await shareLinks.createLink(rideId, user.id);
      const outcomes = await emailContacts(await listContacts(db, user.id), (contact) =>
        shareLocationEmail({
          userName: own.user.name,
          pickup: own.ride.pickupAddress,
          destination: own.ride.destinationAddress,
          shareUrl: shareLinks.urlOf(token),
          contactName: contact.name,
        }),
      );
      return {
        contactsNotified: outcomes.filter((contact) => contact.outcome === 'sent').length,
        shareUrl: shareLinks.urlOf(token),
      };
    },
  };
}
