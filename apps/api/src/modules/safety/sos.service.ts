import {
  SAFETY_LIMITS,
  SAFETY_MESSAGES,
  type LatLng,
  type RaiseSosData,
  type ShareLocationResult,
  type SosActions,
  type SosContactOutcome,
  type SosResult,
  sosActionsSchema,
} from '@ridebook/validation';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { RideContext } from '../rides/index.ts';
import { listContacts, type EmergencyContactRow } from './emergency-contacts.repository.ts';
import { findOwnRideInProgress, type OwnRide } from './ride-access.ts';
import { sosEmail, shareLocationEmail } from './safety-emails.ts';
import type { ShareLinksService } from './share-links.service.ts';
import { toAdminSosAlert, toSosAlert } from './sos-view.ts';
import {
  findAlert,
  findRecentOpenAlert,
  insertAlert,
  lockRide,
  updateAlertActions,
  type SosAlertRow,
} from './sos.repository.ts';

export type SosService = ReturnType<typeof createSosService>;

const REPEAT_WINDOW_MS = SAFETY_LIMITS.sosRepeatWindowSeconds * 1000;

/** The alert's record of what was done (written only as SosActions). */
const readActions = (row: SosAlertRow): SosActions => sosActionsSchema.parse(row.actions);

/** A contact claimed by this press: no other press e-mails them while this one does. */
const sending = (contact: EmergencyContactRow): SosContactOutcome => ({
  contactId: contact.id,
  name: contact.name,
  email: contact.email,
  outcome: 'sending',
});

/**
 * SOS and "share live location". The alert is stored first; everything after it (the live link, the admins' live
 * alert, then the e-mails) is done as far as it can be and reported in the alert's `actions`: one failing step
 * never loses the alert, and the e-mails never hold up the admins' alert.
 */
export function createSosService(options: {
  context: Pick<RideContext, 'db' | 'clock' | 'locators' | 'notifier' | 'log'>;
  mailer: Mailer;
  shareLinks: ShareLinksService;
  policeNumber: string;
}) {
  const { context, mailer, shareLinks, policeNumber } = options;
  const { db, clock, locators, notifier, log } = context;

  /** The position the caller sent, else the driver's last known one, else the pickup. */
  async function sosPosition(
    sent: LatLng | undefined,
    { ride }: OwnRide,
  ): Promise<{ position: LatLng; source: SosActions['positionSource'] }> {
    if (sent !== undefined) return { position: sent, source: 'device' };
    if (ride.driverId !== null) {
      const fix = await locators
        .forCity(ride.cityId)
        .getPosition(ride.driverId)
        .catch((error: unknown) => {
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
   * Records the e-mails' outcomes on the alert (under the ride's lock, as the claims are made, so a press at the same
   * moment loses nothing) and updates the admins' view of it. Never throws: a failure here is logged and the alert
   * stays as it was.
   */
  async function recordOutcomes(
    alert: SosAlertRow,
    own: OwnRide,
    outcomes: SosContactOutcome[],
    shareLinkCreated: boolean,
  ): Promise<SosAlertRow> {
    try {
      const row = await db.transaction(async (tx) => {
        await lockRide(tx, alert.rideId);
        const current = (await findAlert(tx, alert.id)) ?? alert;
        const actions = readActions(current);
        const byContact = new Map(outcomes.map((outcome) => [outcome.contactId, outcome]));
        const contacts = actions.contacts.map((contact) => byContact.get(contact.contactId) ?? contact);
        const recorded: SosActions = {
          ...actions,
          shareLinkCreated: actions.shareLinkCreated || shareLinkCreated,
          contacts,
          contactsNotified: contacts.filter((contact) => contact.outcome === 'sent').length,
        };
        return (await updateAlertActions(tx, alert.id, recorded)) ?? { ...current, actions: recorded };
      });
      await tellAdmins('sos.updated', row, own.user);
      return row;
    } catch (error) {
      log.error(
        { err: error, alertId: alert.id },
        'sos: recording the e-mails to the emergency contacts failed',
      );
      return alert;
    }
  }

  return {
    /**
     * POST /api/rides/:id/sos. `created` is false when the same person raised SOS for this ride within the last
     * minute and the alert is still open: that alert is returned, and only the contacts on the list now who were
     * not told for it yet (added since, or whose e-mail failed) are e-mailed. Each contact is claimed on the alert
     * under the ride's lock before any e-mail goes out, so presses at the same moment tell everyone once.
     */
    async raise(
      user: AuthenticatedUser,
      rideId: string,
      input: RaiseSosData,
    ): Promise<{ result: SosResult; created: boolean }> {
      const own = await findOwnRideInProgress(db, user, rideId, 'sos.raise', SAFETY_MESSAGES.sosNotActive);
      const { position, source } = await sosPosition(input?.position, own);
      const now = clock.now();

      const opened = await db.transaction(async (tx) => {
        await lockRide(tx, rideId);
        const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
        const open = await findRecentOpenAlert(tx, { rideId, userId: user.id, since });
        const contacts = await listContacts(tx, user.id);
        if (!open) {
          const row = await insertAlert(tx, {
            rideId,
            userId: user.id,
            role: own.party,
            lat: position.lat,
            lng: position.lng,
            message: input?.message ?? null,
            createdAt: now,
            actions: {
              positionSource: source,
              shareLinkCreated: false,
              contacts: contacts.map(sending),
              contactsNotified: 0,
            },
          });
          return { row, created: true, toTell: contacts };
        }
        const actions = readActions(open);
        const told = new Set(
          actions.contacts
            .filter((contact) => contact.outcome !== 'failed')
            .map((contact) => contact.contactId),
        );
        const toTell = contacts.filter((contact) => !told.has(contact.id));
        if (toTell.length === 0) return { row: open, created: false, toTell };
        const retried = new Set(toTell.map((contact) => contact.id));
        const claimed: SosActions = {
          ...actions,
          contacts: [
            ...actions.contacts.filter((contact) => !retried.has(contact.contactId)),
            ...toTell.map(sending),
          ],
        };
        const row = (await updateAlertActions(tx, open.id, claimed)) ?? { ...open, actions: claimed };
        return { row, created: false, toTell };
      });

      // A repeat gets a link of its own: the first link's token was never stored.
      const token = await tryCreateLink(rideId, user.id);
      const shareUrl = token === null ? null : shareLinks.urlOf(token);

      let row = opened.row;
      if (opened.created) {
        // The admins first: nothing they need waits for a mail server. The e-mails follow (sos.updated).
        const actions = readActions(row);
        row = { ...row, actions: { ...actions, shareLinkCreated: token !== null } };
        await tellAdmins('sos.raised', row, own.user);
      }
      if (opened.created || opened.toTell.length > 0) {
        const trip = {
          userName: own.user.name,
          pickup: own.ride.pickupAddress,
          destination: own.ride.destinationAddress,
          shareUrl,
        };
        const outcomes = await emailContacts(opened.toTell, (contact) =>
          sosEmail({
            ...trip,
            contactName: contact.name,
            position,
            message: input?.message ?? opened.row.message,
            policeNumber,
          }),
        );
        row = await recordOutcomes(row, own, outcomes, token !== null);
      }

      const alert = toSosAlert(row);
      return {
        result: {
          alert,
          alreadyRaised: !opened.created,
          contactsNotified: alert.actions.contacts.filter((contact) => contact.outcome !== 'failed').length,
          shareUrl,
          policeNumber,
        },
        created: opened.created,
      };
    },

    /** POST /api/rides/:id/share-location: the live link to every emergency contact, without an alert. */
    async shareLocation(user: AuthenticatedUser, rideId: string): Promise<ShareLocationResult> {
      const own = await findOwnRideInProgress(
        db,
        user,
        rideId,
        'share.create',
        SAFETY_MESSAGES.shareNotActive,
      );
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
