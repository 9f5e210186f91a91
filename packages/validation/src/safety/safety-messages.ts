/** Limits of the safety features: emergency contacts, SOS alerts and their resolution. */
export const SAFETY_LIMITS = {
  contactsMax: 5,
  relationshipMax: 30,
  sosMessageMax: 280,
  resolutionMax: 500,
  /** A second SOS for the same ride by the same person within this time returns the open alert (and tells new contacts). */
  sosRepeatWindowSeconds: 60,
  /** Share-trip links stop working this long after the ride ends. */
  shareLinkAfterRideMinutes: 60,
} as const;

/** Messages of the safety features (not in the seed), written in the seed's style. */
export const SAFETY_MESSAGES = {
  relationshipTooLong: 'Relationship is too long',
  contactLimit: `You can add up to ${SAFETY_LIMITS.contactsMax} emergency contacts`,
  contactNotFound: 'Emergency contact not found',
  contactRemoved: 'Emergency contact removed',
  shareNotActive: 'Trip sharing is available only during an active ride',
  sosNotActive: 'SOS is available only during an active ride',
  sosMessageTooLong: 'Message is too long',
  trackLinkInvalid: 'This trip link is not valid',
  sosNotFound: 'SOS alert not found',
  sosStatusInvalid: 'Please choose a status: open, acknowledged or resolved',
  sosNotOpen: 'Only an open alert can be acknowledged',
  sosAlreadyResolved: 'This alert has already been resolved',
  resolutionRequired: 'Please describe how the alert was resolved',
  resolutionTooLong: 'Resolution is too long',
} as const;
