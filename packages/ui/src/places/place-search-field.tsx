import { getErrorMessage, usePlaceSearch } from '@ridebook/api-client';
import { RIDE_MESSAGES, type LatLng, type Location, type Place } from '@ridebook/validation';
import {
  Building2,
  GraduationCap,
  Hospital,
  Hotel,
  Landmark,
  MapPin,
  Plane,
  ShoppingBag,
  TrainFront,
  Trees,
  Trophy,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { Input } from '../primitives/input.tsx';
import { Label } from '../primitives/label.tsx';
import { Popover, PopoverAnchor, PopoverContent } from '../primitives/popover.tsx';
import { Spinner } from '../primitives/spinner.tsx';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

/** One request per pause in typing, not per keystroke. */
const SEARCH_DEBOUNCE_MS = 250;
const SUGGESTION_LIMIT = 6;

const CATEGORY_ICONS: Record<Place['category'], LucideIcon> = {
  airport: Plane,
  station: TrainFront,
  hospital: Hospital,
  mall: ShoppingBag,
  university: GraduationCap,
  landmark: Landmark,
  hotel: Hotel,
  park: Trees,
  stadium: Trophy,
  neighborhood: Building2,
  address: MapPin,
};

/**
 * One end of a trip as a form holds it: the text in its box, the chosen location (null until the person picks a
 * suggestion, a point on the map or their position), and the pin of a point whose address is being looked up.
 */
export type PlaceBoxValue = { text: string; location: Location | null; pendingPin: LatLng | null };

export type PlaceSearchFieldProps = {
  label: string;
  placeholder: string;
  /** The pin's look: a dot for the pickup, a square for the destination (as on the map). */
  kind: 'pickup' | 'destination';
  point: PlaceBoxValue;
  /** Rank suggestions near here first. */
  near: LatLng | null;
  onTextChange: (text: string) => void;
  onChoose: (place: Place) => void;
  /** Beside the label, e.g. "Use my location". */
  labelAction?: ReactNode;
  /** Why the chosen place cannot be used (the API's message on this field), shown under the box. */
  error?: string | undefined;
};

/**
 * A place box with suggestions as you type (the ARIA 1.2 combobox pattern): arrows move through the suggestions,
 * Enter takes one, Escape closes them; focus stays in the box throughout. Suggestions come from GET /places/search,
 * asked once the typing pauses, nearest to `near` first. Used by the rider's booking and the public fare estimator.
 */
export function PlaceSearchField({
  label,
  placeholder,
  kind,
  point,
  near,
  onTextChange,
  onChoose,
  labelAction,
  error,
}: PlaceSearchFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const listId = `${id}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // Only text the person is typing is searched; a chosen place's address is not.
  const query = point.location ? '' : point.text;
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = usePlaceSearch({ q: debouncedQuery, near, limit: SUGGESTION_LIMIT });
  const suggestions = debouncedQuery.trim() === '' ? [] : (search.data ?? []);
  const isWaiting = query.trim() !== debouncedQuery.trim() || search.isFetching;
  const isShown = isOpen && query.trim() !== '';
  const active = isShown ? suggestions[activeIndex] : undefined;

  const choose = (place: Place) => {
    setIsOpen(false);
    setActiveIndex(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
    } else if (event.key === 'Enter' && isShown) {
      // Never submit the surrounding form from here: Enter takes the highlighted suggestion, or the first one.
      event.preventDefault();
      const place = active ?? suggestions[0];
      if (place) choose(place);
    } else if (event.key === 'Escape' && isShown) {
      event.preventDefault();
      setIsOpen(false);
    }
  };

  let statusText: string | null = null;
  if (search.isError && !isWaiting)
    statusText = getErrorMessage(search.error, RIDE_MESSAGES.placesUnavailable);
  else if (suggestions.length === 0)
    statusText = isWaiting ? 'Searching…' : `No places match “${query.trim()}”.`;

  return (
    <div className="grid gap-2">
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAction}
      </div>
      <Popover open={isShown} onOpenChange={setIsOpen}>
        <PopoverAnchor asChild>
          <div className="relative">
            <span
              aria-hidden="true"
              className={cn(
                'pointer-events-none absolute top-1/2 left-3.5 size-2.5 -translate-y-1/2 ring-2 ring-card',
                kind === 'pickup' ? 'rounded-full bg-success' : 'rounded-[2px] bg-foreground',
              )}
            />
            <Input
              ref={inputRef}
              id={inputId}
              role="combobox"
              aria-expanded={isShown}
              aria-controls={isShown ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={active ? `${listId}-${active.id}` : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder={point.pendingPin ? 'Finding the address…' : placeholder}
              value={point.text}
              onChange={(event) => {
                onTextChange(event.target.value);
                setActiveIndex(-1);
                setIsOpen(true);
              }}
              onFocus={() => setIsOpen(true)}
              onBlur={() => setIsOpen(false)}
              onKeyDown={onKeyDown}
              className="h-11 pr-10 pl-9"
            />
            {point.pendingPin ? (
              <Spinner
                size="sm"
                label="Finding the address"
                className="absolute top-1/2 right-3 -translate-y-1/2"
              />
            ) : (
              point.text !== '' && (
                <button
                  type="button"
                  aria-label={`Clear ${label.toLowerCase()}`}
                  onClick={() => {
                    onTextChange('');
                    inputRef.current?.focus();
                  }}
                  className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )
            )}
          </div>
        </PopoverAnchor>
        <PopoverContent
          align="start"
          aria-label={`${label} suggestions`}
          className="w-(--radix-popover-trigger-width) p-1"
          // Focus stays in the box: the suggestions are pointed at with aria-activedescendant.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target === inputRef.current) event.preventDefault();
          }}
        >
          {statusText && (
            <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground">
              {isWaiting && <Spinner size="sm" label={null} />}
              {statusText}
            </p>
          )}
          <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className="grid">
            {suggestions.map((place, index) => {
              const Icon = CATEGORY_ICONS[place.category];
              return (
                <li
                  key={place.id}
                  id={`${listId}-${place.id}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Keeps focus (and the open list) in the box while the pointer picks.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(place)}
                  onMouseMove={() => setActiveIndex(index)}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-sm',
                    index === activeIndex && 'bg-accent text-accent-foreground',
                  )}
                >
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <span className="grid min-w-0">
                    <span className="truncate font-medium">{place.name}</span>
                    <span className="truncate text-xs text-muted-foreground">{place.address}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </PopoverContent>
      </Popover>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
