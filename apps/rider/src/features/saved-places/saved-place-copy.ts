import { savedPlaceLabel, type SavedPlace, type SavedPlaceKind } from '@ridebook/validation';
import { BriefcaseBusiness, House, Star, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths.ts';

export const SAVED_PLACE_ICONS: Record<SavedPlaceKind, LucideIcon> = {
  home: House,
  work: BriefcaseBusiness,
  other: Star,
};

export const SAVED_PLACE_TOASTS = {
  saveFailed: "We couldn't save this place. Please try again.",
  updateFailed: "We couldn't update this place. Please try again.",
  removeFailed: "We couldn't remove this place. Please try again.",
} as const;

/** The dashboard's quick action: "Ride home", "Ride to work", "Ride to Gym". */
export function rideToLabel(place: Pick<SavedPlace, 'kind' | 'name'>): string {
  if (place.kind === 'home') return 'Ride home';
  return `Ride to ${place.kind === 'work' ? 'work' : savedPlaceLabel(place)}`;
}

/** The booking page with a saved place as the destination (read back by `useSavedDestination`). */
export function bookRideToPath(placeId: string): string {
  return `${paths.bookRide}?to=${encodeURIComponent(placeId)}`;
}
