import { MapPin, Navigation } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClass, HydratedFieldset } from '../page-kit/index.ts';

/** Hero quick booking (seed spec sections 2 and 5): both boxes must hold text; otherwise nothing happens. */
export function canFindRide(pickup: string, destination: string): boolean {
  return pickup.trim() !== '' && destination.trim() !== '';
}

const inputClass =
  'h-12 w-full rounded-lg border border-input bg-background pr-3 pl-10 text-base text-foreground ' +
  'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 ' +
  'focus-visible:ring-ring/40';

export function QuickBookingForm() {
  const navigate = useNavigate();
  const id = useId();
  const [pickup, setPickup] = useState('');
  const [destination, setDestination] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The spec shows no message for empty boxes: the button simply does nothing until both are filled.
    if (canFindRide(pickup, destination)) void navigate(paths.register);
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Quick booking"
      className="rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-lg sm:p-5"
    >
      <HydratedFieldset>
        <div className="grid gap-3">
          <div className="relative">
            <label htmlFor={`${id}-pickup`} className="sr-only">
              Pickup location
            </label>
            <MapPin
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-primary"
            />
            <input
              id={`${id}-pickup`}
              name="pickup"
              type="text"
              autoComplete="off"
              placeholder="Pickup location"
              value={pickup}
              onChange={(event) => setPickup(event.target.value)}
              className={inputClass}
            />
          </div>
          <div className="relative">
            <label htmlFor={`${id}-destination`} className="sr-only">
              Destination
            </label>
            <Navigation
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={`${id}-destination`}
              name="destination"
              type="text"
              autoComplete="off"
              placeholder="Where to?"
              value={destination}
              onChange={(event) => setDestination(event.target.value)}
              className={inputClass}
            />
          </div>
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')}>
            Find Your Ride
          </button>
        </div>
      </HydratedFieldset>
    </form>
  );
}
