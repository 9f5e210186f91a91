import { isUtf8 } from 'node:buffer';
import type { WebSocket } from '@fastify/websocket';

/**
 * The part of `ws`'s receiver (a Writable stream, ws 8) the fast path reads to know that no frame is half-read.
 * These are private fields: `readsSmallTextFrames` checks their types before it takes over, and a `ws` without
 * them keeps its own path.
 */
type Receiver = {
  write: (chunk: Buffer) => boolean;
  writable: boolean;
  writableLength: number;
  _state: number;
  _bufferedBytes: number;
  _fragmented: number;
  _loop: boolean;
  _errored: boolean;
};

/** `ws`'s receiver state between frames (GET_INFO). */
const BETWEEN_FRAMES = 0;
/** FIN, no extension bits, opcode 1: a whole text message in one frame. */
const FINAL_TEXT_FRAME = 0x81;
/** A client's frame is masked (RFC 6455 5.3); a 7-bit length under 126 needs no extended length. */
const MASKED = 0x80;
const MAX_SHORT_LENGTH = 125;
/** Two header bytes and the four-byte mask. */
const HEADER_BYTES = 6;

function isReceiver(value: unknown): value is Receiver {
  const receiver = value as Partial<Receiver> | null;
  return (
    typeof receiver?.write === 'function' &&
    typeof receiver._state === 'number' &&
    typeof receiver._bufferedBytes === 'number' &&
    typeof receiver._fragmented === 'number' &&
    typeof receiver._loop === 'boolean' &&
    typeof receiver._errored === 'boolean'
  );
}

function isBetweenFrames(receiver: Receiver): boolean {
  return (
    receiver._state === BETWEEN_FRAMES &&
    receiver._bufferedBytes === 0 &&
    receiver._fragmented === 0 &&
    !receiver._loop &&
    !receiver._errored &&
    receiver.writable &&
    receiver.writableLength === 0
  );
}

/**
 * Bytes `at..` of `chunk` when they begin with a whole final text frame of at most 125 bytes, masked as a client
 * sends it, whose text is UTF-8: that text, unmasked into a new buffer. Anything else: undefined.
 */
function readShortTextFrame(chunk: Buffer, at: number): Buffer | undefined {
  if (chunk.length - at < HEADER_BYTES || chunk[at] !== FINAL_TEXT_FRAME) return undefined;
  const second = chunk[at + 1]!;
  const length = second & 0x7f;
  if ((second & MASKED) === 0 || length > MAX_SHORT_LENGTH) return undefined;
  const start = at + HEADER_BYTES;
  if (chunk.length - start < length) return undefined;
  const text = Buffer.allocUnsafe(length);
  for (let i = 0; i < length; i += 1) text[i] = chunk[start + i]! ^ chunk[at + 2 + (i & 3)]!;
  return isUtf8(text) ? text : undefined;
}

/**
 * Hands `onText` every short text message the client sends in a frame of its own (a driver's GPS fix, about 100
 * bytes every few seconds), read straight from the socket's bytes instead of through `ws`'s receiver stream: on
 * a busy host that stream's plumbing costs more than the fix's own handling. The text is exactly what `ws` would
 * have emitted as the `message` event's data (unmasked, UTF-8 checked, same order).
 *
 * Whatever is not such a frame, or arrives while `ws` holds part of a frame, goes to `ws` as before, from that
 * byte on, so control frames, fragments, long or binary messages, invalid UTF-8 (closed with 1007) and the close
 * handshake keep `ws`'s handling. Returns whether the fast path was installed (false for a `ws` whose receiver
 * does not look as expected).
 */
export function readsSmallTextFrames(socket: WebSocket, onText: (text: Buffer) => void): boolean {
  const receiver = (socket as unknown as { _receiver?: unknown })._receiver;
  if (!isReceiver(receiver)) return false;
  const write = receiver.write.bind(receiver);
  receiver.write = (chunk: Buffer): boolean => {
    let at = 0;
    while (at < chunk.length && socket.readyState === socket.OPEN && isBetweenFrames(receiver)) {
      const text = readShortTextFrame(chunk, at);
      if (text === undefined) break;
      at += HEADER_BYTES + text.length;
      onText(text);
    }
    if (at === chunk.length) return true;
    return write(at === 0 ? chunk : chunk.subarray(at));
  };
  return true;
}
