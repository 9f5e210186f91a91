// Prints the initial JavaScript (gzip) of each built app: the entry script, every module it preloads, the chunks the
// entry awaits as it starts (the public site evaluates its code in several tasks) and every chunk these import
// statically, i.e. what a first visit must download before the app runs. Prerendered apps are measured
// from their shell (spa.html), which loads the same entry as their pages. Budget: 150 KB gzip per app (issue 2).
// Usage: node tooling/bench/bundle-size.ts [--write]   (--write updates the table in docs/benchmarks.md)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APPS = ['public-site', 'rider', 'driver', 'admin'] as const;
export const BUDGET_BYTES = 150 * 1024;

type AppSize = { app: string; files: number; rawBytes: number; gzipBytes: number; cssGzipBytes: number };

/** The URLs an index.html loads up front: module entry scripts, modulepreloads and stylesheets. */
export function initialAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return { scripts: [...new Set([...scripts, ...preloads])], styles };
}

/** The chunks a built ES module imports statically (`import ... from "./x.js"`), not its dynamic `import()`s. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?"(\.\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
}

/**
 * The chunks a built ES module awaits as it starts (`await import("./x.js")`, perhaps through Vite's preload helper:
 * `await n(()=>import(...))`): the boot steps of an entry that evaluates its code in several tasks. A lazy route's
 * `() => import(...)` is not awaited there and does not count.
 */
export function awaitedImports(code: string): string[] {
  return [...code.matchAll(/\bawait [^;]{0,40}?\bimport\(\s*[`"'](\.\/[^`"']+\.js)[`"']/g)].map((m) => m[1]!);
}

/**
 * Every file the entry scripts load before the app runs: themselves, the chunks they await as they start and all
 * their static imports, transitively.
 */
function initialFiles(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      visit(path.join(path.dirname(file), specifier));
    }
  };
  for (const entry of entries) {
    visit(entry);
    for (const specifier of awaitedImports(readFileSync(entry, 'utf8'))) {
      visit(path.join(path.dirname(entry), specifier));
    }
  }
  return [...seen];
}

function measure(app: string): AppSize {
  const dist = path.join(ROOT, 'apps', app, 'dist');
  const shell = path.join(dist, 'spa.html');
  const html = readFileSync(existsSync(shell) ? shell : path.join(dist, 'index.html'), 'utf8');
  const { scripts, styles } = initialAssets(html);
  // URLs carry the app's base path (/rider/assets/x.js); files live under dist/assets/x.js.
  const toFile = (url: string) =>
    path.join(dist, url.replace(/^\/(rider|driver|admin)\//, '/').replace(/^\//, ''));
  const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
  const files = initialFiles(scripts.map(toFile));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    rawBytes += readFileSync(file).length;
    gzipBytes += gzip(file);
  }
  const cssGzipBytes = styles.reduce((sum, url) => sum + gzip(toFile(url)), 0);
  return { app, files: files.length, rawBytes, gzipBytes, cssGzipBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(sizes: AppSize[]): string {
  const rows = sizes.map(
    (s) =>
      `| ${s.app} | ${s.files} | ${kb(s.rawBytes)} | ${kb(s.gzipBytes)} | ${kb(s.cssGzipBytes)} | ${s.gzipBytes <= BUDGET_BYTES ? 'within' : '**over**'} |`,
  );
  return [
    '| app | initial JS files | initial JS (raw) | initial JS (gzip) | initial CSS (gzip) | budget 150 KB gzip |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function main(): void {
  const missing = APPS.filter((app) => !existsSync(path.join(ROOT, 'apps', app, 'dist', 'index.html')));
  if (missing.length > 0) {
    console.error(`Build first (pnpm build): no dist for ${missing.join(', ')}`);
    process.exitCode = 1;
    return;
  }
  const sizes = APPS.map(measure);
  const output = table(sizes);
  console.log(output);

  if (process.argv.includes('--write')) {
    const file = path.join(ROOT, 'docs', 'benchmarks.md');
    const start = '<!-- bundle-size:start -->';
    const end = '<!-- bundle-size:end -->';
    const doc = readFileSync(file, 'utf8');
    const stamped = `${start}\n_Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm bench:bundle --write\`._\n\n${output}\n${end}`;
    writeFileSync(file, doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), stamped));
    console.log(`\nUpdated ${path.relative(ROOT, file)}`);
  }
  if (sizes.some((s) => s.gzipBytes > BUDGET_BYTES)) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
