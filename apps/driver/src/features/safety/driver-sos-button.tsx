import { SosButton } from '@ridebook/ui/safety';
import { useDriverLocation, freshPosition } from '../location/index.ts';

/**
 * The driver's SOS over an active ride: the alert carries the device's position when the fix is current (otherwise
 * the API uses the last position it has for the driver). The driver app has no emergency-contacts page, so the dialog offers none.
 */
export function DriverSosButton({ rideId }: { rideId: string }) {
  const { fix } = useDriverLocation();
  return (
    <SosButton
      rideId={rideId}
      description="Use these if you or your rider are in danger. RideBook’s safety team sees every alert."
      getPosition={() => freshPosition(fix, Date.now())}
    />
  );
}
