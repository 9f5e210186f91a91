import { LocationNotice, SimulateDrivingCard } from '../location/index.ts';
import { LocationStatusCard } from './location-status-card.tsx';
import { OnlineSwitch } from './online-switch.tsx';

/** /driver/availability: going online or offline, the location it depends on, and the demo's simulated driving. */
export function AvailabilityPage() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Availability</h1>
        <p className="mt-1 text-muted-foreground">
          Go online to get ride requests. While you are online, RideBook shares your location every few
          seconds.
        </p>
      </div>
      <OnlineSwitch />
      <LocationNotice />
      <LocationStatusCard />
      <SimulateDrivingCard />
    </div>
  );
}
