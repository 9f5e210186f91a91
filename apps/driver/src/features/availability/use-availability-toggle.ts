import { useAvailability, useSetAvailability } from '@ridebook/api-client';
import { RIDE_MESSAGES } from '@ridebook/validation';
import { notify, notifyError } from '@ridebook/ui';
import { useState } from 'react';
import { LocationError, useDriverLocation, LOCATION_MESSAGES, toPositionInput } from '../location/index.ts';

export const AVAILABILITY_MESSAGES = {
  online: "You're online. Ride requests will come to you.",
  offline: "You're offline. You won't get ride requests.",
  onlineFailed: 'We could not take you online. Please try again.',
  offlineFailed: 'We could not take you offline. Please try again.',
} as const;

const LOCATION_FAILURE_MESSAGES = {
  denied: `${LOCATION_MESSAGES.deniedTitle}. ${LOCATION_MESSAGES.goOnlineNeedsLocation}.`,
  unavailable: `${LOCATION_MESSAGES.unavailableTitle}. ${LOCATION_MESSAGES.unavailable}`,
  unsupported: `${LOCATION_MESSAGES.unsupportedTitle}.`,
} as const;

/**
 * Going online (find the driver's position first, then PUT /driver/availability with it) and offline, each ending
 * in a toast. Shared by the availability page, the dashboard and the "go online" notices.
 */
export function useAvailabilityToggle() {
  const availability = useAvailability();
  const location = useDriverLocation();
  // The toasts belong to the mutation, not to mutate(): the button that asked may be gone by the time the API
  // answers (the "go online" notice leaves the page as soon as the driver is online).
  const setAvailability = useSetAvailability({
    onSuccess: (_availability, { online }) =>
      notify.success(online ? AVAILABILITY_MESSAGES.online : AVAILABILITY_MESSAGES.offline),
    onError: (error, { online }) =>
      notifyError(error, online ? AVAILABILITY_MESSAGES.onlineFailed : AVAILABILITY_MESSAGES.offlineFailed),
  });
  const [isLocating, setIsLocating] = useState(false);

  const data = availability.data;
  const isOnline = data?.online === true;

  async function goOnline(): Promise<void> {
    setIsLocating(true);
    let position;
    try {
      position = toPositionInput(await location.locate());
    } catch (error) {
      notify.error(
        error instanceof LocationError
          ? LOCATION_FAILURE_MESSAGES[error.failure]
          : AVAILABILITY_MESSAGES.onlineFailed,
      );
      return;
    } finally {
      setIsLocating(false);
    }
    if (!position) {
      notify.error(`${LOCATION_MESSAGES.inaccurateTitle}. ${LOCATION_MESSAGES.inaccurate}`);
      return;
    }
    setAvailability.mutate({ online: true, position });
  }

  function goOffline(): void {
    setAvailability.mutate({ online: false });
  }

  const hasActiveRide = Boolean(data?.activeRideId);
  return {
    availability,
    isOnline,
    isSwitching: isLocating || setAvailability.isPending,
    canGoOnline: data?.canGoOnline ?? false,
    blockedReason: data?.blockedReason ?? null,
    /** Drivers finish their ride before going offline (the API refuses otherwise). */
    offlineBlockedReason: hasActiveRide ? RIDE_MESSAGES.driverHasActiveRideOffline : null,
    goOnline,
    goOffline,
  };
}
