#!/usr/bin/env node
// `ridebook-typecheck -p .`: the type check of every package, on TypeScript 7's native compiler (about a sixth of
// TypeScript 6's CPU time; docs/decisions/014-fast-test-suite.md). Editors, ESLint and Vite keep TypeScript 6,
// each package's own `typescript`, until typescript-eslint supports 7.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// The `tsc` its package.json names as a bin (its exports name no bin file), next to that package.json.
const require = createRequire(import.meta.url);
const manifestPath = require.resolve('typescript/package.json');
const tsc = path.join(path.dirname(manifestPath), require(manifestPath).bin.tsc);
const result = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
