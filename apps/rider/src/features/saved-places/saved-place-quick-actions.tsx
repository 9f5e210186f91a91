import { useSavedPlaces } from '@ridebook/api-client';
import { Button } from '@ridebook/ui';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { bookRideToPath, rideToLabel, SAVED_PLACE_ICONS } from './saved-place-copy.ts';

/**
 * The dashboard's quick actions: "Ride home", "Ride to work", … open the booking page with that place as the
 * destination. Without saved places, a link to add them; nothing while loading or when the list cannot be read.
 */
export function SavedPlaceQuickActions() {
  const places = useSavedPlaces();
  if (!places.isSuccess) return null;
  return (
    <section aria-labelledby="quick-actions-heading" className="grid min-w-0 grid-cols-1 gap-2">
      <h2 id="quick-actions-heading" className="text-sm font-medium text-muted-foreground">
        Your places
      </h2>
      <div className="flex flex-wrap gap-2">
        {places.data.map((place) => {
          const Icon = SAVED_PLACE_ICONS[place.kind];
          return (
            <Button key={place.id} asChild variant="outline" className="max-w-full">
              <Link to={bookRideToPath(place.id)} title={place.location.address}>
                <Icon aria-hidden="true" />
                <span className="min-w-0 truncate">{rideToLabel(place)}</span>
              </Link>
            </Button>
          );
        })}
        {places.data.length === 0 && (
          <Button asChild variant="outline">
            <Link to={paths.profile}>
              <Plus aria-hidden="true" />
              Add Home and Work
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
