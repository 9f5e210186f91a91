import { useSavedPlaces } from '@ridebook/api-client';
import { Button, Card, CardContent } from '@ridebook/ui';
import {
  SAVED_PLACE_LIMITS,
  SAVED_PLACE_MESSAGES,
  savedPlaceLabel,
  type SavedPlace,
} from '@ridebook/validation';
import { MapPinned, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmRemoveButton } from '../../components/confirm-remove-button.tsx';
import { ListLoadState } from '../../components/list-load-state.tsx';
import { SAVED_PLACE_ICONS } from './saved-place-copy.ts';
import { SavedPlaceForm } from './saved-place-form.tsx';
import {
  useRemoveSavedPlaceWithToasts,
  useSavePlaceWithToasts,
  useUpdateSavedPlaceWithToasts,
} from './use-saved-place-mutations.ts';

/** Which form is open: none, the new place's, or one place's edit form. */
type Editing = null | { kind: 'new' } | { kind: 'edit'; placeId: string };

/**
 * Settings -> Saved places on the profile: Home, Work and named places (GET/POST/PATCH/DELETE
 * /rider/saved-places), at most ten, one tap away on the dashboard and the booking page.
 */
export function SavedPlacesSettings() {
  return (
    <Card role="region" aria-labelledby="saved-places-heading">
      <CardContent className="grid gap-5 pt-6">
        <div className="grid gap-1.5">
          <h3
            id="saved-places-heading"
            className="flex items-center gap-2 text-lg leading-tight font-semibold"
          >
            <MapPinned aria-hidden="true" className="size-5 text-primary" />
            Saved places
          </h3>
          <p className="text-sm text-muted-foreground">
            Home, Work and your favourite places, one tap away when you book. You can save up to{' '}
            {SAVED_PLACE_LIMITS.placesMax} places.
          </p>
        </div>
        <SavedPlacesList />
      </CardContent>
    </Card>
  );
}

function SavedPlacesList() {
  const places = useSavedPlaces();
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSavePlaceWithToasts();
  const update = useUpdateSavedPlaceWithToasts();

  if (places.isPending || places.isError) return <ListLoadState query={places} what="your saved places" />;

  const list = places.data;
  const isFull = list.length >= SAVED_PLACE_LIMITS.placesMax;
  const hasHome = list.some((place) => place.kind === 'home');
  return (
    <div className="grid gap-3">
      {list.length === 0 && editing?.kind !== 'new' && (
        <p className="text-sm text-muted-foreground">
          No saved places yet. Add Home to ride home in one tap.
        </p>
      )}
      {list.length > 0 && (
        <ul aria-label="Saved places" className="grid gap-2">
          {list.map((place) =>
            editing?.kind === 'edit' && editing.placeId === place.id ? (
              <li key={place.id}>
                <SavedPlaceForm
                  initial={{ kind: place.kind, name: place.name ?? '', location: place.location }}
                  submitLabel="Save place"
                  onCancel={() => setEditing(null)}
                  onSubmit={async ({ kind, name }) => {
                    await update.mutateAsync({ placeId: place.id, kind, ...(name ? { name } : {}) });
                    setEditing(null);
                  }}
                />
              </li>
            ) : (
              <PlaceRow
                key={place.id}
                place={place}
                onEdit={() => setEditing({ kind: 'edit', placeId: place.id })}
              />
            ),
          )}
        </ul>
      )}
      {editing?.kind === 'new' ? (
        <SavedPlaceForm
          initial={{ kind: hasHome ? 'other' : 'home', name: '', location: null }}
          searchLabel="Address"
          submitLabel="Add place"
          onCancel={() => setEditing(null)}
          onSubmit={async (input) => {
            await save.mutateAsync(input);
            setEditing(null);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => setEditing({ kind: 'new' })} disabled={isFull}>
            <Plus aria-hidden="true" />
            Add a place
          </Button>
          <p className="text-sm text-muted-foreground">
            {isFull
              ? SAVED_PLACE_MESSAGES.placeLimit
              : `${list.length} of ${SAVED_PLACE_LIMITS.placesMax} saved`}
          </p>
        </div>
      )}
    </div>
  );
}

function PlaceRow({ place, onEdit }: { place: SavedPlace; onEdit: () => void }) {
  const Icon = SAVED_PLACE_ICONS[place.kind];
  const label = savedPlaceLabel(place);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <Icon className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium break-words">{label}</p>
        <p className="text-sm break-words text-muted-foreground">{place.location.address}</p>
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <RemovePlaceButton label={label} placeId={place.id} />
      </div>
    </li>
  );
}

function RemovePlaceButton({ label, placeId }: { label: string; placeId: string }) {
  const remove = useRemoveSavedPlaceWithToasts();
  return (
    <ConfirmRemoveButton
      label={label}
      noun="place"
      consequence="It will no longer be offered on your dashboard or when you book a ride."
      isPending={remove.isPending}
      onRemove={() => remove.mutate(placeId)}
    />
  );
}
