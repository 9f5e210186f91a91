import type { LatLng } from '@ridebook/validation';

/** What an e-mail to an emergency contact says about the ride. */
export type SharedTrip = {
  /** The person who pressed SOS or shared the trip. */
  userName: string;
  pickup: string;
  destination: string;
  /** The live view of the ride; null when it could not be made. */
  shareUrl: string | null;
};

/** A map pin anyone can open without an account. */
export function mapLink({ lat, lng }: LatLng): string {
  const [latitude, longitude] = [lat.toFixed(6), lng.toFixed(6)];
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** Names go into a header: no line breaks, one space at a time. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The SOS e-mail to each emergency contact: who, where, the live link, and the number to call. */
export function sosEmail(
  trip: SharedTrip & { contactName: string; position: LatLng; message: string | null; policeNumber: string },
): { subject: string; text: string } {
  const name = oneLine(trip.userName);
  const lines = [
    `Hello ${trip.contactName},`,
    '',
    `${name} pressed the SOS button during a RideBook ride and may need help.`,
    '',
    `Pickup: ${trip.pickup}`,
    `Destination: ${trip.destination}`,
    `Last known position: ${mapLink(trip.position)}`,
    trip.shareUrl === null
      ? 'The live location of the ride is not available.'
      : `Follow the ride live: ${trip.shareUrl}`,
  ];
  if (trip.message !== null) lines.push('', `${name} wrote: "${trip.message}"`);
  lines.push(
    '',
    `If you think ${name} is in danger, call the emergency number ${trip.policeNumber}.`,
    'RideBook’s safety team has been alerted too.',
    '',
    `You receive this e-mail because ${name} added you as an emergency contact on RideBook.`,
  );
  return { subject: `RideBook SOS: ${name} needs help`, text: lines.join('\n') };
}

/** "Share live location": the live link, without an alarm. */
export function shareLocationEmail(trip: SharedTrip & { contactName: string; shareUrl: string }): {
  subject: string;
  text: string;
} {
  const name = oneLine(trip.userName);
  const lines = [
    `Hello ${trip.contactName},`,
    '',
    `${name} is sharing a RideBook ride with you so you can follow it live:`,
    trip.shareUrl,
    '',
    `Pickup: ${trip.pickup}`,
    `Destination: ${trip.destination}`,
    '',
    'The link stops working an hour after the ride ends.',
    `You receive this e-mail because ${name} added you as an emergency contact on RideBook.`,
  ];
  return { subject: `${name} is sharing a RideBook ride with you`, text: lines.join('\n') };
}
