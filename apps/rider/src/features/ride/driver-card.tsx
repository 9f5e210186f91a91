import { useDriverPhoto } from '@ridebook/api-client';
import { Avatar, AvatarFallback, Button, getInitials } from '@ridebook/ui';
import { carToLookFor, type Ride } from '@ridebook/validation';
import { Phone, Star } from 'lucide-react';

/**
 * Who is coming: their photo (initials until it loads), name, rating, and the car to look for (colour, make, model,
 * plate) unless `showCar` is false (the live ride shows the car larger, beside the ETA).
 */
export function DriverCard({
  rideId,
  driver,
  showCar = true,
}: {
  rideId: string;
  driver: NonNullable<Ride['driver']>;
  showCar?: boolean;
}) {
  const photo = useDriverPhoto({ rideId }, driver);
  const { car, plate } = carToLookFor(driver);
  return (
    <section aria-label="Your driver" className="flex items-center gap-4 rounded-xl border bg-card p-4">
      <Avatar className="size-14">
        {photo.data ? (
          <img src={photo.data} alt={`Photo of ${driver.name}`} className="size-full object-cover" />
        ) : (
          <AvatarFallback className="text-base">{getInitials(driver.name)}</AvatarFallback>
        )}
      </Avatar>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-semibold">{driver.name}</p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <Star aria-hidden="true" className="size-3.5 fill-current text-warning" />
          {driver.rating === null ? 'New driver' : <span>Rated {driver.rating.toFixed(1)}</span>}
        </p>
        {showCar && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="truncate">{car}</span>
            <span className="rounded-md border bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold tracking-wider">
              {plate}
            </span>
          </p>
        )}
      </div>
      <Button asChild variant="outline" size="icon" className="rounded-full">
        <a href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`} aria-label={`Call ${driver.name}`}>
          <Phone aria-hidden="true" />
        </a>
      </Button>
    </section>
  );
}
