import { useRemoveSavedPlace, useSavePlace, useUpdateSavedPlace } from '@ridebook/api-client';
import { notify } from '@ridebook/ui';
import { SAVED_PLACE_MESSAGES, savedPlaceLabel } from '@ridebook/validation';
import { toastError } from '../../lib/toast-error.ts';
import { SAVED_PLACE_TOASTS } from './saved-place-copy.ts';

// Hook-level toasts: they still show when the form that asked has closed.
const TOAST = { id: 'saved-place' };

export function useSavePlaceWithToasts() {
  return useSavePlace({
    onSuccess: (place) => void notify.success(`${savedPlaceLabel(place)} saved`, TOAST),
    onError: (error) => void toastError(error, SAVED_PLACE_TOASTS.saveFailed, TOAST),
  });
}

export function useUpdateSavedPlaceWithToasts() {
  return useUpdateSavedPlace({
    onSuccess: () => void notify.success(SAVED_PLACE_MESSAGES.placeUpdated, TOAST),
    onError: (error) => void toastError(error, SAVED_PLACE_TOASTS.updateFailed, TOAST),
  });
}

export function useRemoveSavedPlaceWithToasts() {
  return useRemoveSavedPlace({
    onSuccess: (message) => void notify.success(message, TOAST),
    onError: (error) => void toastError(error, SAVED_PLACE_TOASTS.removeFailed, TOAST),
  });
}
