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
  const position: Fix = {};
  if (raw.startsWith(TYPE_FIRST)) {
    const end = readFix(raw, TYPE_FIRST.length, position);
    return end === raw.length - 1 && raw.charCodeAt(end) === CLOSE_BRACE ? asInput(position) : undefined;
  }
  if (raw.startsWith(POSITION_FIRST)) {
    const end = readFix(raw, POSITION_FIRST.length, position);
    return end >= 0 && raw.startsWith(TYPE_LAST, end) && raw.length === end + TYPE_LAST.length
      ? asInput(position)
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

type Field = keyof DriverPositionInput;
type Fix = Partial<Record<Field, number | null>>;

/** The fix's keys as they appear in the text, with what each accepts (driverPositionSchema's ranges). */
const FIELDS: ReadonlyArray<{ name: Field; key: string; min: number; max: number; isNullable: boolean }> = [
  { name: 'lat', key: '"lat":', min: -MAX_POSITION_LATITUDE, max: MAX_POSITION_LATITUDE, isNullable: false },
  { name: 'lng', key: '"lng":', min: -180, max: 180, isNullable: false },
  { name: 'accuracy', key: '"accuracy":', min: 0, max: MAX_ACCURACY_METERS, isNullable: true },
  { name: 'heading', key: '"heading":', min: 0, max: MAX_HEADING_DEGREES, isNullable: true },
  { name: 'speed', key: '"speed":', min: 0, max: MAX_SPEED_METERS_PER_SECOND, isNullable: true },
];

/** A fix read whole: lat and lng are numbers (never null), so it is a DriverPositionInput. */
function asInput(position: Fix): DriverPositionInput | undefined {
  return typeof position.lat === 'number' && typeof position.lng === 'number'
    ? (position as DriverPositionInput)
    : undefined;
}

const isDigit = (code: number) => code >= ZERO && code <= NINE;

/**
 * Reads the fix object at `start` into `position`; returns the index just past its closing brace, or -1 when the
 * text there is not a fix of this form or a reading is out of range.
 */
function readFix(raw: string, start: number, position: Fix): number {
  if (raw.charCodeAt(start) !== OPEN_BRACE) return -1;
  let at = start + 1;
  for (;;) {
    const field = FIELDS.find(({ key }) => raw.startsWith(key, at));
    if (field === undefined || position[field.name] !== undefined) return -1;
    at += field.key.length;
    if (field.isNullable && raw.startsWith('null', at)) {
      at += 4;
      position[field.name] = null;
    } else {
      const end = numberEnd(raw, at);
      if (end < 0) return -1;
      const value = Number(raw.slice(at, end));
      // Also refuses the Infinity a huge number becomes.
      if (!(value >= field.min && value <= field.max)) return -1;
      position[field.name] = value;
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
