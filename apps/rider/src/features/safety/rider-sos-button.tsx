import { SosButton } from '@ridebook/ui/safety';
import { paths } from '../../config/paths.ts';

/**
 * The rider's SOS during a ride with a driver on it (the ride page shows it only then). The API takes the driver's
 * position for the alert; the rider's emergency contacts are kept in the profile. It sits in the ride page's header.
 */
export function RiderSosButton({ rideId }: { rideId: string }) {
  return <SosButton rideId={rideId} emergencyContactsPath={paths.profile} />;
}
