import { MapSheetLayout, PRODUCT_NAME } from '@ridebook/ui';
import { OnlineSwitch } from '../availability/index.ts';
import { LocationNotice } from '../location/index.ts';
import { CurrentRideCard } from './current-ride-card.tsx';
import { DashboardMap } from './dashboard-map.tsx';
import { DashboardStats } from './dashboard-stats.tsx';
import { IncomingOfferCard } from './incoming-offer-card.tsx';

/**
 * /driver/dashboard, map first: the map around the driver fills a phone's screen, with the online switch, the ride
 * requests (or the ride in progress) and today's figures in a bottom sheet over it; from 768 px the same panel sits
 * beside the map. An incoming offer opens over it as a full-width sheet (OfferDialog).
 */
export function DashboardPage() {
  return (
    <MapSheetLayout
      label="Overview"
      // The peek holds the heading and the online switch: one tap to go online without opening the sheet.
      peekHeight={260}
      map={(insets) => <DashboardMap insets={insets} />}
    >
      <div className="grid content-start gap-5" data-app="driver">
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
    </MapSheetLayout>
  );
}
