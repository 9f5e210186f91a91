import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOC = path.join(ROOT, 'docs', 'benchmarks.md');

/** `doc` with the section between `<!-- name:start -->` and `<!-- name:end -->` replaced, or null without markers. */
export function replaceSection(doc: string, name: string, body: string): string | null {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from === -1 || to === -1 || to < from) return null;
  return `${doc.slice(0, from)}${start}\n${body}\n${end}${doc.slice(to + end.length)}`;
}

/**
 * Writes a benchmark's figures into its section of docs/benchmarks.md, stamped with the date and the command that
 * measured them; false (with a readable line) when the section's markers are missing.
 */
export function writeBenchmarkSection(name: string, command: string, output: string): boolean {
  const stamped = `_Measured ${new Date().toISOString().slice(0, 10)} with \`${command}\`._\n\n${output}`;
  const updated = replaceSection(readFileSync(DOC, 'utf8'), name, stamped);
  if (updated === null) {
    console.error(
      `\n${path.relative(ROOT, DOC)} has no "<!-- ${name}:start -->" ... "<!-- ${name}:end -->" section: add the two ` +
        'markers where the figures belong, then run again with --write.',
    );
    return false;
  }
  writeFileSync(DOC, updated);
  console.log(`\nUpdated ${path.relative(ROOT, DOC)}`);
  return true;
}
