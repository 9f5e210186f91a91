export type CsvValue = string | number | boolean | null;

/** A column of an export: its header and how a row gives its value. */
export type CsvColumn<Row> = readonly [header: string, value: (row: Row) => CsvValue];

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP "CSV Injection"): such
 * a value is prefixed with a single quote, which spreadsheets show as text and never evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a quote, comma or line break; formulas neutralised. */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Excel reads a file without it as the local code page, garbling names such as "José". */
const UTF8_BOM = '\uFEFF';

/** A byte-order mark, the header row, then one line per row; CRLF line ends as RFC 4180 says. */
export function toCsv<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]): string {
  const lines = [columns.map(([header]) => csvField(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, value]) => csvField(value(row))).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
