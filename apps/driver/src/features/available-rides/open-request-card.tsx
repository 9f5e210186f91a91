import { Button, Card, CardContent, CardFooter } from '@ridebook/ui';
import type { OpenRideRequest } from '@ridebook/validation';
import { Check } from 'lucide-react';
import { RideRequestDetails } from '../offers/index.ts';

function minutesAgo(at: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(at)) / 60_000);
  return minutes < 1 ? 'Requested just now' : `Requested ${minutes} min ago`;
}

export type OpenRequestCardProps = {
  request: OpenRideRequest;
  now: number;
  onAccept: () => void;
  isAccepting: boolean;
  /** Another accept is on its way: one ride at a time. */
  isDisabled: boolean;
};

/** One open request near the driver, with everything to decide on and Accept. */
export function OpenRequestCard({ request, now, onAccept, isAccepting, isDisabled }: OpenRequestCardProps) {
  return (
    <Card
      role="article"
      aria-label={`Ride request from ${request.rider.name}`}
      className="transition-shadow hover:shadow-md"
    >
      <CardContent className="pb-4">
        <RideRequestDetails request={request} />
      </CardContent>
      <CardFooter className="justify-between">
        <p className="text-xs text-muted-foreground">{minutesAgo(request.requestedAt, now)}</p>
        <Button variant="success" onClick={onAccept} loading={isAccepting} disabled={isDisabled}>
          {!isAccepting && <Check aria-hidden="true" />}
          Accept
        </Button>
      </CardFooter>
    </Card>
  );
}
