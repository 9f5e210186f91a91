import { describe, expect, it } from 'vitest';
import { findRefusedText, isAcceptedText } from './text.ts';

describe('isAcceptedText', () => {
  it.each(['', 'Ferry Building', 'Zürich Hbf', '東京駅', 'ride 😀 home', '\u202e', 'tab\tand\nnewline'])(
    'accepts %j',
    (text) => {
      expect(isAcceptedText(text)).toBe(true);
    },
  );

  it.each([
    '\u0000',
    'Ferry\u0000Building',
    '\ud800',
    'a\udfffb',
    '\udc00\ud800',
    'end\ud83d',
    '\ude00start',
  ])('refuses %j (a NUL or a lone surrogate)', (text) => {
    expect(isAcceptedText(text)).toBe(false);
  });
});

describe('findRefusedText', () => {
  it('finds nothing in accepted values of any shape', () => {
    expect(findRefusedText(undefined)).toBeNull();
    expect(findRefusedText(null)).toBeNull();
    expect(findRefusedText(42)).toBeNull();
    expect(findRefusedText({ name: 'Test', stops: [{ address: 'Ferry Building 😀' }], ok: true })).toBeNull();
  });

  it('gives the path of the first refused string, through objects and arrays', () => {
    expect(findRefusedText('\u0000')).toEqual([]);
    expect(findRefusedText({ name: 'A\u0000' })).toEqual(['name']);
    expect(findRefusedText({ pickup: { address: '\ud800', lat: 1 } })).toEqual(['pickup', 'address']);
    expect(findRefusedText({ stops: ['fine', { note: 'x\udfff' }] })).toEqual(['stops', 1, 'note']);
    expect(findRefusedText({ a: 'ok', b: '\u0000', c: '\u0000' })).toEqual(['b']);
  });

  it('reports a refused key at its object', () => {
    expect(findRefusedText({ '\u0000': 'value' })).toEqual([]);
    expect(findRefusedText({ pickup: { '\ud800': 1 } })).toEqual(['pickup']);
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 50_000; level += 1) deep = [deep];
    expect(findRefusedText(deep)).toHaveLength(50_000);
  });
});
