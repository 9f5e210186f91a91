import { useAvailability } from '@ridebook/api-client';
import { Card, CardContent, CardHeader, formatDistance, formatMoney } from '@ridebook/ui';
import { Radar } from 'lucide-react';
import { CardHeading } from '../../components/card-heading.tsx';
import { secondsUntil } from '../../lib/format.ts';
import { GoOnlineNotice } from '../availability/index.ts';
import { useCurrentOffer } from '../offers/index.ts';

/**
 * Ride requests on the dashboard: offline, the way online; online, either the offer being answered (in its
 * dialog) or that the app is listening for one.
 */
export function IncomingOfferCard() {
  const availability = useAvailability();
  const { offer, now } = useCurrentOffer();
  const data = availability.data;
  if (!data || data.activeRideId) return null;
  // The switch above already says "You're offline": this says what it means for ride requests.
  if (!data.online) {
    return (
      <GoOnlineNotice title="Ride requests are paused">
        Go online to get ride requests near you.
      </GoOnlineNotice>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardHeading className="flex items-center gap-2 text-base">
          <Radar aria-hidden="true" className="size-5 text-primary" />
          Ride requests
        </CardHeading>
      </CardHeader>
      <CardContent aria-live="polite">
        {offer ? (
          <p>
            <span className="font-semibold">New request from {offer.rider.name}</span>
            <span className="text-muted-foreground">
              {' '}
              · {formatMoney(offer.fare.estimate, offer.fare.currency)} · pickup{' '}
              {formatDistance(offer.pickupDistanceMeters)} away · {secondsUntil(offer.expiresAt, now)} s to
              respond
            </span>
          </p>
        ) : (
          <p className="flex items-center gap-3 text-muted-foreground">
            <span aria-hidden="true" className="relative flex size-3">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary/60 motion-reduce:hidden" />
              <span className="relative inline-flex size-3 rounded-full bg-primary" />
            </span>
            Looking for ride requests near you. New offers open on top of any page.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
