import { useEmergencyContacts } from '@ridebook/api-client';
import { SosButton } from '@ridebook/ui/safety';
import { EMERGENCY_CONTACTS_PATH } from './emergency-contacts-path.ts';

/**
 * The rider's SOS during a ride with a driver on it (the ride page shows it only then). The API takes the driver's
 * position for the alert; the rider's emergency contacts are kept in the profile: without any, the dialog says so
 * before the rider presses anything and links to them. It sits in the ride page's header.
 */
export function RiderSosButton({ rideId }: { rideId: string }) {
  const contacts = useEmergencyContacts();
  return (
    <SosButton
      rideId={rideId}
      emergencyContactsPath={EMERGENCY_CONTACTS_PATH}
      hasEmergencyContacts={contacts.data === undefined ? undefined : contacts.data.length > 0}
    />
  );
}
