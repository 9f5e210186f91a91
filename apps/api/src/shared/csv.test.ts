import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('csvField', () => {
  it('writes plain values as they are and null as an empty field', () => {
    expect(csvField('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvField(4.5)).toBe('4.5');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvField('Ada "The Countess"')).toBe('"Ada ""The Countess"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it.each([
    ['=1+2', "'=1+2"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', '"\'\rReturn"'],
  ])('neutralises %j, which a spreadsheet would run as a formula', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('guards and quotes together', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
  });

  it('leaves numbers alone, even negative ones, and text with a formula sign later on', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(" '=quoted already")).toBe(" '=quoted already");
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark and the header, and ends every line with CRLF', () => {
    const csv = toCsv(
      [
        ['name', (row: { name: string; rides: number }) => row.name],
        ['rides', (row) => row.rides],
      ],
      [
        { name: 'Ada', rides: 3 },
        { name: 'Grace, Admiral', rides: 0 },
      ],
    );
    expect(csv).toBe('\uFEFFname,rides\r\nAda,3\r\n"Grace, Admiral",0\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv([['id', (row: { id: string }) => row.id]], [])).toBe('\uFEFFid\r\n');
  });
});
