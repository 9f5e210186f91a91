/**
 * What the SOS dialog tells a rider or a driver. The two confirmations are the product's exact wording ("Emergency
 * contact notified", "Location shared successfully"); every failure points to the police.
 */
export const SOS_MESSAGES = {
  contactNotified: 'Emergency contact notified',
  locationShared: 'Location shared successfully',
  noContactsToNotify: 'RideBook’s safety team was alerted. You have no emergency contacts to notify yet.',
  noContactsToShare: 'You have no emergency contacts to send your location to yet.',
  /** The rider's dialog, before any action, when they have no emergency contacts. */
  noContactsYet: 'You have no emergency contacts yet',
  noContactsYetDetail: 'Notify emergency contact will alert RideBook’s safety team only.',
  /** The driver's app has no emergency contacts: a notify with nobody to e-mail still reached the safety team. */
  safetyTeamAlerted: 'RideBook’s safety team was alerted',
  linkToPassOn: 'Your live link is ready: pass it on to someone you trust.',
  notifyFailed: "We couldn't notify your emergency contact. Call the police if you are in danger.",
  shareFailed: "We couldn't share your location. Call the police if you are in danger.",
  policeNumberFailed: "We couldn't load the emergency number. Dial your local emergency number.",
} as const;

/** The dialog's opening words, unless the app has its own for its role. */
export const SOS_DESCRIPTION =
  'If you are in danger, call the police. You can also alert your emergency contacts and RideBook’s safety team, or send them your live location.';

/** What an action's confirmation says beside its button: a success, or a warning that nobody was told. */
export type SosConfirmation = { tone: 'success' | 'warning'; message: string; detail?: string };

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * After POST /rides/:id/sos: the alert always reaches RideBook's safety team, the contacts only if there are any.
 * `canAddContacts`: the app has a page for them (the rider's); without one (the driver's) nobody to e-mail is no
 * warning, only the safety team's alert.
 */
export function notifyConfirmation(contactsNotified: number, canAddContacts = true): SosConfirmation {
  if (contactsNotified > 0)
    return {
      tone: 'success',
      message: SOS_MESSAGES.contactNotified,
      detail: `${plural(contactsNotified, 'contact')} and RideBook’s safety team were alerted.`,
    };
  return canAddContacts
    ? { tone: 'warning', message: SOS_MESSAGES.noContactsToNotify }
    : { tone: 'success', message: SOS_MESSAGES.safetyTeamAlerted };
}

/** After POST /rides/:id/share-location; without a page for contacts, the live link is what there is to pass on. */
export function shareConfirmation(contactsNotified: number, canAddContacts = true): SosConfirmation {
  if (contactsNotified > 0)
    return {
      tone: 'success',
      message: SOS_MESSAGES.locationShared,
      detail: `Sent to ${plural(contactsNotified, 'emergency contact')}.`,
    };
  return {
    tone: 'warning',
    message: canAddContacts ? SOS_MESSAGES.noContactsToShare : SOS_MESSAGES.linkToPassOn,
  };
}

/** The emergency number as a dialable link: "911", "+44 999" -> "tel:911", "tel:+44999". */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
