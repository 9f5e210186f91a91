// Prints, at the very end of `pnpm test`, every test that failed in the suites that wrote a JSON report to
// test-results/ (the browser journeys and the Storybook suite), then exits with the code it was given. CI keeps only
// the tail of a long log; without this, a failure printed early (one suite's output before another's) is cut off.
// Usage: node tooling/ci/failed-tests.mjs <exit code of the run>
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const RESULTS_DIR = path.resolve(import.meta.dirname, '../../test-results');
const exitCode = Number(process.argv[2] ?? 0);

const failures = [];
if (existsSync(RESULTS_DIR)) {
  for (const file of readdirSync(RESULTS_DIR).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(RESULTS_DIR, file), 'utf8'));
    for (const testFile of report.testResults ?? []) {
      const failed = (testFile.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) {
        const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n    ');
        failures.push(
          `${path.basename(file, '.json')}: ${path.basename(testFile.name)} > ${test.fullName}\n    ${message}`,
        );
      }
      // A file that failed before any test ran (an import or a hook) has no failed test to show.
      if (testFile.status === 'failed' && failed.length === 0) {
        failures.push(
          `${path.basename(file, '.json')}: ${path.basename(testFile.name)}\n    ${testFile.message ?? ''}`,
        );
      }
    }
  }
  rmSync(RESULTS_DIR, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.log(`\n==> ${failures.length} browser test(s) failed:\n`);
  for (const failure of failures) console.log(`  ${failure.replace(/\x1b\[[0-9;]*m/g, '')}\n`);
} else if (exitCode !== 0) {
  console.log('\n==> The run failed: see the task marked ERROR above (no browser test failed).');
}
process.exit(exitCode);
