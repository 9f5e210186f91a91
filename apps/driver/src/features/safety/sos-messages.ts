/** What the SOS actions tell the driver (the two confirmations are the task's exact wording). */
export const SOS_MESSAGES = {
  contactNotified: 'Emergency contact notified',
  noContactsToNotify: "RideBook's safety team has been alerted. You have no emergency contacts to notify.",
  notifyFailed: 'We could not send the alert. Call the police if you are in danger.',
  locationShared: 'Location shared successfully',
  shareFailed: 'We could not share your location. Please try again.',
} as const;
