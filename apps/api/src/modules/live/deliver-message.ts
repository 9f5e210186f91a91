import type { BusHandler, BusMessage, HandlerErrorListener } from './event-bus.ts';

/** A failing handler is the subscriber's bug: it is reported, and the others still get the message. */
export const warnHandlerError: HandlerErrorListener = (error, channel) => {
  console.warn(`Event bus: a handler of channel "${channel}" failed:`, error);
};

/**
 * Hands one JSON payload to one handler, with the text. Each handler parses its own copy, so one cannot change what
 * another sees; a rejected promise from an async handler is reported like a throw.
 */
export function deliverMessage(
  handler: BusHandler,
  payload: string,
  channel: string,
  onHandlerError: HandlerErrorListener,
): void {
  try {
    const result: unknown = handler(JSON.parse(payload) as BusMessage, payload);
    if (result instanceof Promise) result.catch((error: unknown) => onHandlerError(error, channel));
  } catch (error) {
    onHandlerError(error, channel);
  }
}
