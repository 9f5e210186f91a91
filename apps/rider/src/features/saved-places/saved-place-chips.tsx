import { useSavedPlaces } from '@ridebook/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@ridebook/ui';
import { savedPlaceLabel, type Location, type SavedPlace } from '@ridebook/validation';
import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { SAVED_PLACE_ICONS } from './saved-place-copy.ts';
import { SavedPlaceForm } from './saved-place-form.tsx';
import { useSavePlaceWithToasts } from './use-saved-place-mutations.ts';

const isSameLocation = (a: Location, b: Location) =>
  a.address === b.address && a.lat === b.lat && a.lng === b.lng;

/**
 * Under one end of the trip on the booking page: the rider's saved places as one-tap chips, and "Save this place"
 * for a chosen place that is not saved yet. Nothing while the list loads or when it cannot be read.
 */
export function SavedPlaceChips({
  pointLabel,
  chosen,
  onChoose,
}: {
  /** "Pickup" or "Destination": names the group for assistive technology. */
  pointLabel: string;
  chosen: Location | null;
  onChoose: (location: Location) => void;
}) {
  const places = useSavedPlaces();
  if (!places.isSuccess) return null;
  const isSaved = chosen !== null && places.data.some((place) => isSameLocation(place.location, chosen));
  if (places.data.length === 0 && (chosen === null || isSaved)) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {places.data.length > 0 && (
        <ul aria-label={`Saved places for ${pointLabel.toLowerCase()}`} className="flex flex-wrap gap-1.5">
          {places.data.map((place) => (
            <li key={place.id}>
              <PlaceChip
                place={place}
                isChosen={chosen !== null && isSameLocation(place.location, chosen)}
                onChoose={() => onChoose(place.location)}
                pointLabel={pointLabel}
              />
            </li>
          ))}
        </ul>
      )}
      {chosen && !isSaved && (
        <SaveThisPlace location={chosen} hasHome={places.data.some((p) => p.kind === 'home')} />
      )}
    </div>
  );
}

function PlaceChip({
  place,
  isChosen,
  onChoose,
  pointLabel,
}: {
  place: SavedPlace;
  isChosen: boolean;
  onChoose: () => void;
  pointLabel: string;
}) {
  const Icon = SAVED_PLACE_ICONS[place.kind];
  const label = savedPlaceLabel(place);
  return (
    <Button
      variant={isChosen ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={isChosen}
      aria-label={`${pointLabel}: ${label}, ${place.location.address}`}
      title={place.location.address}
      onClick={onChoose}
      className="h-8 rounded-full px-3 text-xs"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </Button>
  );
}

function SaveThisPlace({ location, hasHome }: { location: Location; hasHome: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const save = useSavePlaceWithToasts();
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-8 px-1 text-xs">
          <BookmarkPlus aria-hidden="true" className="size-3.5" />
          Save this place
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save this place</DialogTitle>
          <DialogDescription className="break-words">{location.address}</DialogDescription>
        </DialogHeader>
        <SavedPlaceForm
          initial={{ kind: hasHome ? 'other' : 'home', name: '', location }}
          submitLabel="Save place"
          onCancel={() => setIsOpen(false)}
          onSubmit={async (input) => {
            await save.mutateAsync(input);
            setIsOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
