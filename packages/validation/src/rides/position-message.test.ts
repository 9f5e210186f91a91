import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPositionMessage } from './position-message.ts';
import { clientMessageSchema } from './realtime.ts';

/** What the general path (JSON.parse, then clientMessageSchema) makes of the text: the fix, or undefined. */
function generalPath(raw: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = clientMessageSchema.safeParse(json);
  return parsed.success && parsed.data.type === 'position' ? parsed.data.position : undefined;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The reader of the frame's bytes, given the text (as UTF-8, what a text frame carries). */
const read = (raw: string) => readPositionMessage(encoder.encode(raw));

/**
 * The fast reader may only ever accept what the general path accepts (on the frame's text: its bytes decoded as
 * UTF-8, as the socket does), with the same fix.
 */
function expectAgreement(bytes: Uint8Array): void {
  const fix = readPositionMessage(bytes);
  if (fix !== undefined) expect(fix).toStrictEqual(generalPath(decoder.decode(bytes)));
}

const message = (position: unknown) => JSON.stringify({ type: 'position', position });
const fix = { lat: 37.7955, lng: -122.3937, accuracy: 8, heading: 90, speed: 11.2 };

describe('readPositionMessage', () => {
  it.each([
    message(fix),
    message({ lat: 37.7955, lng: -122.3937 }),
    message({ lat: -0, lng: 0, accuracy: null, heading: null, speed: null }),
    message({ speed: 70, heading: 360, accuracy: 1000, lng: 180, lat: -85.05112878 }),
    message({ lat: 85.05112878, lng: -180, accuracy: 0, heading: 0, speed: 0 }),
    JSON.stringify({ position: fix, type: 'position' }),
    '{"type":"position","position":{"lat":3.7e1,"lng":-1.22E+2,"speed":1e-300}}',
    // Numbers whose digits a double holds exactly, and numbers with more (a double's full 17 digits).
    message({
      lat: 37.774929123456786,
      lng: -122.41941550000001,
      accuracy: 4.699999809265137,
      speed: 5e-324,
    }),
    '{"type":"position","position":{"lat":0.1,"lng":-0.000000000000000000001,"accuracy":1E2,"heading":0.3}}',
    '{"type":"position","position":{"lat":9007199254740993e-16,"lng":1.7976931348623157e-290,"speed":0e99999}}',
    '{"type":"position","position":{"lat":-0.0,"lng":12345678901234567890e-18,"heading":3.6e00002}}',
  ])('reads %s as the general path does', (raw) => {
    const fix = read(raw);
    expect(fix).toBeDefined();
    expect(fix).toStrictEqual(generalPath(raw));
  });

  it.each([
    // Out of range, or what JSON cannot hold (JSON.stringify writes NaN and Infinity as null).
    message({ ...fix, lat: 85.06 }),
    message({ ...fix, lat: -90 }),
    message({ ...fix, lng: 180.000001 }),
    message({ ...fix, lng: -181 }),
    message({ ...fix, accuracy: 1000.5 }),
    message({ ...fix, accuracy: -1 }),
    message({ ...fix, heading: 361 }),
    message({ ...fix, heading: -0.1 }),
    message({ ...fix, speed: 70.01 }),
    message({ ...fix, speed: -5 }),
    message({ ...fix, lat: Number.NaN }),
    message({ ...fix, lng: Number.POSITIVE_INFINITY }),
    message({ ...fix, lat: null }),
    '{"type":"position","position":{"lat":1e400,"lng":1}}',
    '{"type":"position","position":{"lat":1,"lng":-1e400}}',
    '{"type":"position","position":{"lat":1,"lng":2,"speed":1e999}}',
    '{"type":"position","position":{"lat":NaN,"lng":1}}',
    '{"type":"position","position":{"lat":Infinity,"lng":1}}',
    '{"type":"position","position":{"lat":-Infinity,"lng":1}}',
    // Wrong types.
    message({ ...fix, lat: '37.7955' }),
    message({ ...fix, lng: [1] }),
    message({ ...fix, heading: true }),
    message({ ...fix, speed: {} }),
    message({ ...fix, accuracy: '' }),
    message('37.7,-122.4'),
    message([37.7, -122.4]),
    message(null),
    // Missing what is required.
    message({ lng: 1 }),
    message({ lat: 1 }),
    message({}),
    '{"type":"position"}',
    '{"position":{"lat":1,"lng":2}}',
    // Not JSON numbers (Number() would take some of them).
    '{"type":"position","position":{"lat":0x10,"lng":1}}',
    '{"type":"position","position":{"lat":+5,"lng":1}}',
    '{"type":"position","position":{"lat":.5,"lng":1}}',
    '{"type":"position","position":{"lat":5.,"lng":1}}',
    '{"type":"position","position":{"lat":012,"lng":1}}',
    '{"type":"position","position":{"lat":-,"lng":1}}',
    '{"type":"position","position":{"lat":1e,"lng":1}}',
    '{"type":"position","position":{"lat":1e+,"lng":1}}',
    '{"type":"position","position":{"lat":1_0,"lng":1}}',
    '{"type":"position","position":{"lat":,"lng":1}}',
    '{"type":"position","position":{"lat":1,"lng":2,"heading":nul}}',
    '{"type":"position","position":{"lat":1,"lng":2,"heading":nullx}}',
    // Not JSON at all, or not this message.
    '{"type":"position","position":{"lat":1,"lng":2}',
    '{"type":"position","position":{"lat":1,"lng":2}}}',
    '{"type":"position","position":{"lat":1,"lng":2,}}',
    '{"type":"position","position":{"lat":1,,"lng":2}}',
    '{"type":"position","position":{"lat":1 "lng":2}}',
    '{"type":"position","position":{"lat":1,"lng":2}}x',
    '{"type":"Position","position":{"lat":1,"lng":2}}',
    '{"type":"ping","position":{"lat":1,"lng":2}}',
    '{"position":{"lat":1,"lng":2},"type":"ping"}',
    '{"position":{"lat":1,"lng":2},"type":"position"',
    '{"position":{"lat":1,"lng":2},"type":"position"}}',
    '{"position":{"lat":1,"lng":2}"type":"position"}',
    '',
    '{',
    'null',
  ])('leaves %s to the general path, which refuses it', (raw) => {
    expect(read(raw)).toBeUndefined();
    expect(generalPath(raw)).toBeUndefined();
  });

  it('leaves bytes that are not ASCII to the general path (their text is not the form it reads)', () => {
    const raw = encoder.encode(message({ lat: 1, lng: 2 }));
    // A byte with the high bit set in place of a digit, alone (not UTF-8) or as a two-byte character.
    const digit = raw.indexOf(0x31);
    for (const replaced of [[0xb1], [0xc2, 0xb1], [0x31 + 0x80]]) {
      const bytes = new Uint8Array([...raw.subarray(0, digit), ...replaced, ...raw.subarray(digit + 1)]);
      expect(readPositionMessage(bytes)).toBeUndefined();
    }
  });

  it('reads only the bytes of its own view (a frame is a view into a bigger read buffer)', () => {
    const raw = encoder.encode(message(fix));
    const buffer = new Uint8Array(raw.length + 20).fill(0x30);
    buffer.set(raw, 10);
    expect(readPositionMessage(buffer.subarray(10, 10 + raw.length))).toStrictEqual(fix);
    expect(readPositionMessage(buffer.subarray(10, 10 + raw.length - 1))).toBeUndefined();
    expect(readPositionMessage(buffer.subarray(10, 10 + raw.length + 1))).toBeUndefined();
  });

  it.each([
    // The general path accepts these (JSON.parse takes the last of a repeated key, zod drops unknown keys): they
    // are not the form the reader knows, so they take that path, as everything did before the reader.
    '{"type":"position","position":{"lat":1,"lat":2,"lng":3}}',
    '{"type":"position","position":{"lat":1,"lng":2,"altitude":3}}',
    '{"type":"position","position":{"lat":1,"lng":2},"type":"position"}',
    '{"type":"position","position":{"lat":1,"lng":2},"extra":true}',
    '{ "type": "position", "position": { "lat": 1, "lng": 2 } }',
    '{"type":"position","position":{"l\\u0061t":1,"lng":2}}',
  ])('leaves %s to the general path, which accepts it', (raw) => {
    expect(read(raw)).toBeUndefined();
    expect(generalPath(raw)).toBeDefined();
  });

  const reading = fc.oneof(
    fc.double(),
    fc.double({ min: -200, max: 1200 }),
    fc.constantFrom(0, -0, 85.05112878, -85.05112878, 180, -180, 1000, 360, 70, 1e308, -1e308, 5e-324),
    fc.constant(null),
    fc.string(),
    fc.boolean(),
    fc.constant([1]),
  );
  const position = fc.record(
    { lat: reading, lng: reading, accuracy: reading, heading: reading, speed: reading, altitude: reading },
    { requiredKeys: [] },
  );

  it('accepts only what the general path accepts, with the same fix (JSON.stringify of any fix)', () => {
    fc.assert(
      fc.property(position, fc.boolean(), (value, isTypeFirst) => {
        const raw = JSON.stringify(
          isTypeFirst ? { type: 'position', position: value } : { position: value, type: 'position' },
        );
        expectAgreement(encoder.encode(raw));
        // Without extra keys the reader decides every such message itself.
        if (!('altitude' in value) && generalPath(raw) !== undefined) {
          expect(read(raw)).toBeDefined();
        }
      }),
      { numRuns: 2_000 },
    );
  }, 60_000);

  it('accepts only what the general path accepts, with the same fix (any number text)', () => {
    const numberText = fc.stringMatching(/^[-+]?[0-9.eE+x-]{0,12}$/);
    fc.assert(
      fc.property(numberText, numberText, (lat, heading) => {
        expectAgreement(
          encoder.encode(`{"type":"position","position":{"lat":${lat},"lng":1,"heading":${heading}}}`),
        );
      }),
      { numRuns: 2_000 },
    );
  }, 60_000);

  it('accepts only what the general path accepts, with the same fix (a valid message with one edit)', () => {
    const raw = message(fix);
    fc.assert(
      fc.property(
        fc.nat({ max: raw.length }),
        fc.nat({ max: 2 }),
        fc.string({ minLength: 1, maxLength: 2, unit: 'binary' }),
        (index, removed, inserted) => {
          expectAgreement(encoder.encode(raw.slice(0, index) + inserted + raw.slice(index + removed)));
          expectAgreement(encoder.encode(raw.slice(0, index) + raw.slice(index + removed)));
        },
      ),
      { numRuns: 3_000 },
    );
  }, 60_000);
  it('accepts only what the general path accepts, with the same fix (any bytes in place of a few)', () => {
    // Bytes that are not UTF-8 too: the general path reads the text they decode to (U+FFFD for each bad one).
    const raw = encoder.encode(message(fix));
    fc.assert(
      fc.property(
        fc.nat({ max: raw.length }),
        fc.nat({ max: 2 }),
        fc.uint8Array({ minLength: 0, maxLength: 3 }),
        (index, removed, inserted) => {
          expectAgreement(
            new Uint8Array([...raw.subarray(0, index), ...inserted, ...raw.subarray(index + removed)]),
          );
        },
      ),
      { numRuns: 3_000 },
    );
  }, 60_000);

  it('reads a number as Number() of its text does (any digits, decimal point and exponent)', () => {
    // The reader computes short numbers from their digits: it must give the very double JSON.parse gives.
    const digits = fc.stringMatching(/^(0|[1-9][0-9]{0,19})$/);
    const fraction = fc.stringMatching(/^[0-9]{0,24}$/);
    const exponent = fc.integer({ min: -45, max: 3 });
    fc.assert(
      fc.property(
        fc.boolean(),
        digits,
        fraction,
        fc.option(exponent),
        (isNegative, whole, decimals, power) => {
          const text = `${isNegative ? '-' : ''}${whole}${decimals === '' ? '' : `.${decimals}`}${power === null ? '' : `e${power}`}`;
          const value = Number(text);
          const raw = `{"type":"position","position":{"lat":1,"lng":1,"accuracy":${text}}}`;
          const fix = read(raw);
          if (value >= 0 && value <= 1000) expect(fix?.accuracy).toBe(value);
          else expect(fix).toBeUndefined();
        },
      ),
      { numRuns: 5_000 },
    );
  }, 60_000);

  it('reads each fix alone: nothing of the message read before it (accepted or refused) carries over', () => {
    // The reader keeps what it found in numbers reused by every call: each fix must still be only its own.
    const sequence = [
      message(fix),
      message({ lat: 1, lng: 2 }),
      message({ ...fix, heading: null, speed: 999 }),
      message({ lat: 3, lng: 4, speed: null }),
      '{"type":"position","position":{"lat":5,"lng":6,"accuracy":7,"heading":8,"speed":9,"x":1}}',
      '{"type":"position","position":{"lng":10,"lat":-0,"accuracy":1}}',
    ];
    expect(sequence.map(read)).toStrictEqual([
      fix,
      { lat: 1, lng: 2 },
      undefined,
      { lat: 3, lng: 4, speed: null },
      undefined,
      { lat: -0, lng: 10, accuracy: 1 },
    ]);
  });
});
