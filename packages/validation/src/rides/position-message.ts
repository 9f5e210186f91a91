import {
  MAX_ACCURACY_METERS,
  MAX_HEADING_DEGREES,
  MAX_SPEED_METERS_PER_SECOND,
  type DriverPositionInput,
} from './driver.ts';
import { MAX_POSITION_LATITUDE } from './geo.ts';

/**
 * The socket's hot message, a driver's GPS fix, read from the frame's bytes without decoding them to a string,
 * JSON.parse or zod: a driver sends one every few seconds and those cost more than the rest of ingesting it. Only
 * the form JSON.stringify gives `{ type: 'position', position }` is read here: no whitespace, no escapes, only
 * ASCII, each key once, no other keys, the fix's keys in any order. The fix is returned only when
 * clientMessageSchema accepts the message (the bytes' UTF-8 text) with that same fix. Anything else, valid or not,
 * returns undefined and takes the general path (the text, JSON.parse, then clientMessageSchema), which refuses what
 * it refuses today, with the same message.
 */
export function readPositionMessage(bytes: Uint8Array): DriverPositionInput | undefined {
  if (startsWith(bytes, TYPE_FIRST, 0)) {
    const end = readFix(bytes, TYPE_FIRST.length);
    return end === bytes.length - 1 && bytes[end] === CLOSE_BRACE ? readValues() : undefined;
  }
  if (startsWith(bytes, POSITION_FIRST, 0)) {
    const end = readFix(bytes, POSITION_FIRST.length);
    return end >= 0 && startsWith(bytes, TYPE_LAST, end) && bytes.length === end + TYPE_LAST.length
      ? readValues()
      : undefined;
  }
  return undefined;
}

/** The bytes of ASCII text. */
function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

const TYPE_FIRST = ascii('{"type":"position","position":');
const POSITION_FIRST = ascii('{"position":');
const TYPE_LAST = ascii(',"type":"position"}');
const NULL = ascii('null');

const CLOSE_BRACE = 0x7d;
const OPEN_BRACE = 0x7b;
const COMMA = 0x2c;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const LOWER_E = 0x65;
const UPPER_E = 0x45;
const LOWER_A = 0x61;
const LOWER_H = 0x68;
const LOWER_L = 0x6c;
const LOWER_N = 0x6e;
const LOWER_S = 0x73;

/** The fix's keys as they appear in the text, with what each accepts (driverPositionSchema's ranges). */
const FIELDS = [
  { key: ascii('"lat":'), min: -MAX_POSITION_LATITUDE, max: MAX_POSITION_LATITUDE, isNullable: false },
  { key: ascii('"lng":'), min: -180, max: 180, isNullable: false },
  { key: ascii('"accuracy":'), min: 0, max: MAX_ACCURACY_METERS, isNullable: true },
  { key: ascii('"heading":'), min: 0, max: MAX_HEADING_DEGREES, isNullable: true },
  { key: ascii('"speed":'), min: 0, max: MAX_SPEED_METERS_PER_SECOND, isNullable: true },
] as const;
const LAT = 0;
const LNG = 1;
const ACCURACY = 2;
const HEADING = 3;
const SPEED = 4;

// What the last readFix found, by FIELDS index: reused by every call, so reading a fix allocates only the fix it
// returns (the reader runs to its end without awaiting, so calls never interleave). Bit i of `seen` (and of
// `nulls`) is FIELDS[i].
const values = new Float64Array(FIELDS.length);
let seen = 0;
let nulls = 0;

/** The byte at `at`, or -1 past the end (so that no comparison with a byte's code matches there). */
const byteAt = (bytes: Uint8Array, at: number): number => (at < bytes.length ? bytes[at]! : -1);

function startsWith(bytes: Uint8Array, expected: Uint8Array, at: number): boolean {
  if (at + expected.length > bytes.length) return false;
  for (let i = 0; i < expected.length; i++) if (bytes[at + i] !== expected[i]) return false;
  return true;
}

/** The FIELDS index of the key at `at` (only its first letters are looked at), or -1. */
function fieldAt(bytes: Uint8Array, at: number): number {
  switch (byteAt(bytes, at + 1)) {
    case LOWER_L: {
      const second = byteAt(bytes, at + 2);
      return second === LOWER_A ? LAT : second === LOWER_N ? LNG : -1;
    }
    case LOWER_A:
      return ACCURACY;
    case LOWER_H:
      return HEADING;
    case LOWER_S:
      return SPEED;
    default:
      return -1;
  }
}

/** The fix readFix found, built in one key order so that every fix of the same fields has one shape. */
function readValues(): DriverPositionInput | undefined {
  if ((seen & (1 << LAT)) === 0 || (seen & (1 << LNG)) === 0) return undefined;
  const position: DriverPositionInput = { lat: values[LAT]!, lng: values[LNG]! };
  if ((seen & (1 << ACCURACY)) !== 0) position.accuracy = optionalValue(ACCURACY);
  if ((seen & (1 << HEADING)) !== 0) position.heading = optionalValue(HEADING);
  if ((seen & (1 << SPEED)) !== 0) position.speed = optionalValue(SPEED);
  return position;
}

const optionalValue = (field: number) => ((nulls & (1 << field)) !== 0 ? null : values[field]!);

const isDigit = (code: number) => code >= ZERO && code <= NINE;

/**
 * Reads the fix object at `start` into `values`, `seen` and `nulls`; returns the index just past its closing
 * brace, or -1 when the bytes there are not a fix of this form or a reading is out of range.
 */
function readFix(bytes: Uint8Array, start: number): number {
  seen = 0;
  nulls = 0;
  if (byteAt(bytes, start) !== OPEN_BRACE) return -1;
  let at = start + 1;
  for (;;) {
    const index = fieldAt(bytes, at);
    if (index < 0) return -1;
    const bit = 1 << index;
    const field = FIELDS[index]!;
    if ((seen & bit) !== 0 || !startsWith(bytes, field.key, at)) return -1;
    seen |= bit;
    at += field.key.length;
    if (field.isNullable && startsWith(bytes, NULL, at)) {
      at += NULL.length;
      nulls |= bit;
    } else {
      const end = readNumber(bytes, at);
      if (end < 0) return -1;
      const value = numberRead;
      // Also refuses the Infinity a huge number becomes.
      if (!(value >= field.min && value <= field.max)) return -1;
      values[index] = value;
      at = end;
    }
    const next = byteAt(bytes, at);
    at += 1;
    if (next === CLOSE_BRACE) return at;
    if (next !== COMMA) return -1;
  }
}

/** 10^0 … 10^22: the powers of ten a double holds exactly. */
const EXACT_POWERS_OF_TEN = Array.from({ length: 23 }, (_, exponent) => Number(`1e${exponent}`));
/** Past this many digits an exponent is read by Number() (its value is far outside every range anyway). */
const MAX_EXPONENT_DIGITS = 4;
/** The value of the number readNumber last read (reused, like `values`). */
let numberRead = 0;

/**
 * Reads the JSON number (RFC 8259's grammar exactly) at `start` into `numberRead`; returns the index just past
 * it, or -1 when there is none. The value is exactly what Number() of its text gives (what JSON.parse gives):
 * digits that make an integer a double holds exactly (below 2^53), scaled by a power of ten a double holds exactly
 * (10^-22 … 10^22), give it in one multiplication or division, rounded once as Number() rounds (Clinger's fast
 * path, the one V8's own conversion takes first); any other number (more digits: a double's full 17) is Number()
 * of its text.
 */
function readNumber(bytes: Uint8Array, start: number): number {
  let at = start;
  const isNegative = byteAt(bytes, at) === MINUS;
  if (isNegative) at++;
  let digits = 0;
  let scale = 0;
  let code = byteAt(bytes, at);
  if (code === ZERO) code = byteAt(bytes, ++at);
  else if (isDigit(code)) {
    do {
      digits = digits * 10 + (code - ZERO);
      code = byteAt(bytes, ++at);
    } while (isDigit(code));
  } else return -1;
  if (code === DOT) {
    code = byteAt(bytes, ++at);
    if (!isDigit(code)) return -1;
    do {
      digits = digits * 10 + (code - ZERO);
      scale--;
      code = byteAt(bytes, ++at);
    } while (isDigit(code));
  }
  if (code === LOWER_E || code === UPPER_E) {
    code = byteAt(bytes, ++at);
    const isNegativeExponent = code === MINUS;
    if (isNegativeExponent || code === PLUS) code = byteAt(bytes, ++at);
    if (!isDigit(code)) return -1;
    const exponentStart = at;
    let exponent = 0;
    do {
      exponent = exponent * 10 + (code - ZERO);
      code = byteAt(bytes, ++at);
    } while (isDigit(code));
    // A longer exponent (e.g. 1e0000000000000000001) is left whole to Number(), below.
    scale =
      at - exponentStart > MAX_EXPONENT_DIGITS
        ? Infinity
        : scale + (isNegativeExponent ? -exponent : exponent);
  }
  // A sum of digits past 2^53 was rounded on the way (and stays past it): the text decides then.
  if (digits > Number.MAX_SAFE_INTEGER || !(scale >= -22 && scale <= 22)) {
    numberRead = Number(asciiText(bytes, start, at));
  } else {
    const magnitude =
      scale >= 0 ? digits * EXACT_POWERS_OF_TEN[scale]! : digits / EXACT_POWERS_OF_TEN[-scale]!;
    numberRead = isNegative ? -magnitude : magnitude;
  }
  return at;
}

/** Character codes, reused by asciiText. */
const codes: number[] = [];

/** The text of ASCII bytes (a number's: a few dozen at most). */
function asciiText(bytes: Uint8Array, start: number, end: number): string {
  codes.length = end - start;
  for (let at = start; at < end; at++) codes[at - start] = bytes[at]!;
  return String.fromCharCode.apply(null, codes);
}
