import { PRODUCT_NAME } from '@ridebook/ui';
import { OnlineSwitch } from '../availability/index.ts';
import { LocationNotice } from '../location/index.ts';
import { CurrentRideCard } from './current-ride-card.tsx';
import { DashboardStats } from './dashboard-stats.tsx';
import { IncomingOfferCard } from './incoming-offer-card.tsx';

/**
 * /driver/dashboard: online or not (one tap to switch), the ride in progress, incoming requests, then today's
 * figures.
 */
export function DashboardPage() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6" data-app="driver">
      <div>
        <p className="text-sm text-muted-foreground">{PRODUCT_NAME} · Driver</p>
        <h1 className="mt-1 text-2xl font-semibold">Overview</h1>
      </div>
      <OnlineSwitch />
      <LocationNotice />
      <CurrentRideCard />
      <IncomingOfferCard />
      <DashboardStats />
    </div>
  );
}
