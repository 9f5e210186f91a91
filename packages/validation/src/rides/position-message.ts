import {
  MAX_ACCURACY_METERS,
  MAX_HEADING_DEGREES,
  MAX_SPEED_METERS_PER_SECOND,
  type DriverPositionInput,
} from './driver.ts';
import { MAX_POSITION_LATITUDE } from './geo.ts';

/**
 * The socket's hot message, a driver's GPS fix, read without JSON.parse and zod: a driver sends one every few
 * seconds and the two cost more than the rest of ingesting it. Only the form JSON.stringify gives
 * `{ type: 'position', position }` is read here: no whitespace, no escapes, each key once, no other keys, the fix's
 * keys in any order. The fix is returned only when clientMessageSchema accepts the message with that same fix.
 * Anything else, valid or not, returns undefined and takes the general path (JSON.parse, then clientMessageSchema),
 * which refuses what it refuses today, with the same message.
 */
export function readPositionMessage(raw: string): DriverPositionInput | undefined {
  if (raw.startsWith(TYPE_FIRST)) {
    const end = readFix(raw, TYPE_FIRST.length);
    return end === raw.length - 1 && raw.charCodeAt(end) === CLOSE_BRACE ? readValues() : undefined;
  }
  if (raw.startsWith(POSITION_FIRST)) {
    const end = readFix(raw, POSITION_FIRST.length);
    return end >= 0 && raw.startsWith(TYPE_LAST, end) && raw.length === end + TYPE_LAST.length
      ? readValues()
      : undefined;
  }
  return undefined;
}

const TYPE_FIRST = '{"type":"position","position":';
const POSITION_FIRST = '{"position":';
const TYPE_LAST = ',"type":"position"}';

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
  { key: '"lat":', min: -MAX_POSITION_LATITUDE, max: MAX_POSITION_LATITUDE, isNullable: false },
  { key: '"lng":', min: -180, max: 180, isNullable: false },
  { key: '"accuracy":', min: 0, max: MAX_ACCURACY_METERS, isNullable: true },
  { key: '"heading":', min: 0, max: MAX_HEADING_DEGREES, isNullable: true },
  { key: '"speed":', min: 0, max: MAX_SPEED_METERS_PER_SECOND, isNullable: true },
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

/** The FIELDS index of the key at `at` (only its first letters are looked at), or -1. */
function fieldAt(raw: string, at: number): number {
  switch (raw.charCodeAt(at + 1)) {
    case LOWER_L:
      return raw.charCodeAt(at + 2) === LOWER_A ? LAT : raw.charCodeAt(at + 2) === LOWER_N ? LNG : -1;
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
 * brace, or -1 when the text there is not a fix of this form or a reading is out of range.
 */
function readFix(raw: string, start: number): number {
  seen = 0;
  nulls = 0;
  if (raw.charCodeAt(start) !== OPEN_BRACE) return -1;
  let at = start + 1;
  for (;;) {
    const index = fieldAt(raw, at);
    if (index < 0) return -1;
    const bit = 1 << index;
    const field = FIELDS[index]!;
    if ((seen & bit) !== 0 || !raw.startsWith(field.key, at)) return -1;
    seen |= bit;
    at += field.key.length;
    if (field.isNullable && raw.startsWith('null', at)) {
      at += 4;
      nulls |= bit;
    } else {
      const end = numberEnd(raw, at);
      if (end < 0) return -1;
      const value = Number(raw.slice(at, end));
      // Also refuses the Infinity a huge number becomes.
      if (!(value >= field.min && value <= field.max)) return -1;
      values[index] = value;
      at = end;
    }
    const next = raw.charCodeAt(at);
    at += 1;
    if (next === CLOSE_BRACE) return at;
    if (next !== COMMA) return -1;
  }
}

/**
 * The index just past the JSON number (RFC 8259's grammar exactly) at `start`, or -1 when there is none. Number()
 * of a JSON number's text is the value JSON.parse gives it.
 */
function numberEnd(raw: string, start: number): number {
  let at = start;
  if (raw.charCodeAt(at) === MINUS) at++;
  if (raw.charCodeAt(at) === ZERO) at++;
  else if (isDigit(raw.charCodeAt(at))) at = digitsEnd(raw, at);
  else return -1;
  if (raw.charCodeAt(at) === DOT) {
    if (!isDigit(raw.charCodeAt(at + 1))) return -1;
    at = digitsEnd(raw, at + 1);
  }
  const exponent = raw.charCodeAt(at);
  if (exponent === LOWER_E || exponent === UPPER_E) {
    at++;
    const sign = raw.charCodeAt(at);
    if (sign === PLUS || sign === MINUS) at++;
    if (!isDigit(raw.charCodeAt(at))) return -1;
    at = digitsEnd(raw, at);
  }
  return at;
}

function digitsEnd(raw: string, start: number): number {
  let at = start;
  while (isDigit(raw.charCodeAt(at))) at++;
  return at;
}
