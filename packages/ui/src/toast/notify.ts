import { toast } from 'react-hot-toast';
import type { Renderable, ToastOptions } from 'react-hot-toast';

/** The spec's toast constants. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_GAP_PX = 14;
export const TOAST_WIDTH_PX = 356;
export const TOAST_SWIPE_THRESHOLD_PX = 45;
export const TOAST_EXIT_MS = 200;
/** Alt+T moves focus to the toasts. */
export const TOAST_HOTKEY_LABEL = 'Alt+T';

export type NotifyOptions = Pick<ToastOptions, 'id' | 'duration'>;

/** The one way the apps show a toast. Returns the toast id. */
export const notify = {
  success: (message: Renderable, options?: NotifyOptions): string => toast.success(message, options),
  error: (message: Renderable, options?: NotifyOptions): string => toast.error(message, options),
  info: (message: Renderable, options?: NotifyOptions): string => toast(message, options),
  /** A toast that stays until it is updated (pass its id to success/error) or dismissed. */
  loading: (message: Renderable, options?: NotifyOptions): string => toast.loading(message, options),
  dismiss: (id?: string): void => toast.dismiss(id),
};

function readMessage(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'message' in value) {
    const { message } = value;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return undefined;
}

function property(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * The message of an API error body, if the error carries one. Understands the shapes our client produces
 * (`{ status, data: { message } }`), axios errors (`error.response.data.message`), `{ body: { message } }` and
 * nested `{ error: { message } }` bodies. A bare transport message ("Network Error") or a text/HTML body is not
 * an API message.
 */
export function getApiErrorMessage(error: unknown): string | undefined {
  const bodies = [
    property(error, 'data'),
    property(error, 'body'),
    property(property(error, 'response'), 'data'),
  ];
  for (const body of bodies) {
    const message = readMessage(body) ?? readMessage(property(body, 'error'));
    if (message) return message;
  }
  return undefined;
}

/** Shows an error toast with the API's message when the error body has one, otherwise the fallback. */
export function notifyError(error: unknown, fallbackMessage: string, options?: NotifyOptions): string {
  return notify.error(getApiErrorMessage(error) ?? fallbackMessage, options);
}
