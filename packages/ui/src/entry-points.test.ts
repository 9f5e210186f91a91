import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** Every module reachable from an entry through static imports: relative files and bare package names. */
function moduleGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm,
    )) {
      const specifier = match[1] ?? match[2] ?? '';
      if (/^import\s+type\s/.test(match[0].trim()) || /^export\s+type\s/.test(match[0].trim())) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else
        packages.add(
          specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!,
        );
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the main entry', () => {
  // The apps' first bundle has a 150 KB gzip budget: Leaflet and recharts only load through '/map' and '/charts'.
  it('reaches neither Leaflet nor recharts', () => {
    const { files, packages } = moduleGraph(join(SRC, 'index.ts'));
    expect(packages).not.toContain('leaflet');
    expect(packages).not.toContain('recharts');
    expect(
      [...files].some(
        (file) => file.includes(`${join(SRC, 'charts')}/`) || file.includes(`${join(SRC, 'map')}/`),
      ),
    ).toBe(false);
    expect(files.size).toBeGreaterThan(30);
  });

  it('leaves them to the lazy entries', () => {
    expect(moduleGraph(join(SRC, 'charts', 'index.ts')).packages).toContain('recharts');
    expect(moduleGraph(join(SRC, 'map', 'index.ts')).packages).toContain('leaflet');
  });
});
