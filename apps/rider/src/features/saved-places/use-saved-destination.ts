import { useSavedPlaces } from '@ridebook/api-client';
import { notify } from '@ridebook/ui';
import { SAVED_PLACE_MESSAGES, type Location } from '@ridebook/validation';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `/rider/book-ride?to=<saved place id>` (the dashboard's "Ride home"): once the saved places are read, that place
 * becomes the destination and the parameter leaves the address, so a reload or a later edit is not overridden.
 */
export function useSavedDestination(chooseDestination: (location: Location) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const placeId = searchParams.get('to');
  const places = useSavedPlaces();

  useEffect(() => {
    if (!placeId || places.isPending) return;
    const place = places.data?.find((candidate) => candidate.id === placeId);
    if (place) chooseDestination(place.location);
    else notify.error(SAVED_PLACE_MESSAGES.placeNotFound, { id: 'saved-destination' });
    setSearchParams(
      (params) => {
        params.delete('to');
        return params;
      },
      { replace: true },
    );
  }, [placeId, places.isPending, places.data, chooseDestination, setSearchParams]);
}
