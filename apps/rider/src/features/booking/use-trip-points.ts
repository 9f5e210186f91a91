import { reverseGeocodeQueryOptions } from '@ridebook/api-client';
import { notify } from '@ridebook/ui';
import { placeToLocation, type PlaceBoxValue } from '@ridebook/ui/places';
import type { LatLng, Location } from '@ridebook/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef, useState } from 'react';
import { getCurrentPosition, PositionUnavailableError } from './current-position.ts';
import { BOOKING_MESSAGES, pinnedLocation } from './place-location.ts';

export type TripPointName = 'pickup' | 'destination';

/** One end of the trip as the form holds it (the place box's value). */
export type TripPoint = PlaceBoxValue;

type TripPoints = Record<TripPointName, TripPoint>;

type Action =
  | { type: 'typed'; point: TripPointName; text: string }
  | { type: 'chosen'; point: TripPointName; location: Location }
  | { type: 'pinned'; point: TripPointName; at: LatLng };

const EMPTY: TripPoint = { text: '', location: null, pendingPin: null };

function reduce(state: TripPoints, action: Action): TripPoints {
  switch (action.type) {
    case 'typed':
      // Editing the text lets go of the chosen place: the trip waits for a new choice.
      return { ...state, [action.point]: { text: action.text, location: null, pendingPin: null } };
    case 'chosen':
      return {
        ...state,
        [action.point]: { text: action.location.address, location: action.location, pendingPin: null },
      };
    case 'pinned':
      return { ...state, [action.point]: { text: '', location: null, pendingPin: action.at } };
  }
}

/**
 * Pickup and destination: chosen from suggestions, by a point on the map or a dragged pin (its address looked up
 * through GET /places/reverse), or the rider's own position. A lookup that another pin overtook is dropped.
 */
export function useTripPoints() {
  const queryClient = useQueryClient();
  const [points, dispatch] = useReducer(reduce, { pickup: EMPTY, destination: EMPTY });
  const [isLocating, setIsLocating] = useState(false);
  // The latest pin per point: an older lookup that answers late must not overwrite a newer choice.
  const latestPin = useRef<Record<TripPointName, LatLng | null>>({ pickup: null, destination: null });

  const type = useCallback((point: TripPointName, text: string) => {
    latestPin.current[point] = null;
    dispatch({ type: 'typed', point, text });
  }, []);

  const choose = useCallback((point: TripPointName, location: Location) => {
    latestPin.current[point] = null;
    dispatch({ type: 'chosen', point, location });
  }, []);

  /** Puts the point at `at` and looks up its address; resolves with the location chosen (or null if overtaken). */
  const pin = useCallback(
    async (point: TripPointName, at: LatLng): Promise<Location | null> => {
      latestPin.current[point] = at;
      dispatch({ type: 'pinned', point, at });
      let location: Location;
      try {
        location = placeToLocation(await queryClient.fetchQuery(reverseGeocodeQueryOptions(at)), at);
      } catch {
        notify.error(BOOKING_MESSAGES.addressUnknown, { id: 'reverse-geocode' });
        location = pinnedLocation(at);
      }
      if (latestPin.current[point] !== at) return null;
      latestPin.current[point] = null;
      dispatch({ type: 'chosen', point, location });
      return location;
    },
    [queryClient],
  );

  /** "Use my location": the device's position becomes the pickup. */
  const locate = useCallback(async () => {
    setIsLocating(true);
    try {
      const at = await getCurrentPosition();
      if (await pin('pickup', at)) notify.success(BOOKING_MESSAGES.locationFound, { id: 'locate' });
    } catch (error) {
      notify.error(
        error instanceof PositionUnavailableError ? error.message : BOOKING_MESSAGES.locationUnavailable,
        { id: 'locate' },
      );
    } finally {
      setIsLocating(false);
    }
  }, [pin]);

  return { points, type, choose, pin, locate, isLocating };
}
