import { pickupPointLine, type RidePickupPoint } from '@ridebook/validation';
import { MapPin } from 'lucide-react';
import { cn } from '../cn.ts';

/**
 * "Pickup: Townsend St doors · Caltrain 4th & King": the airport or station pickup point a ride was booked at, for
 * the rider's ride and the driver's offer and ride. Nothing for a ride without one.
 */
export function PickupPointLine({
  point,
  className,
}: {
  point: RidePickupPoint | null;
  className?: string;
}) {
  if (!point) return null;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm',
        className,
      )}
    >
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        <span className="font-semibold">{pickupPointLine(point)}</span>
        <span className="text-muted-foreground"> · {point.zoneName}</span>
      </span>
    </p>
  );
}
