#!/usr/bin/env node
// `npm test`: the Jest suite (unit + API tests), then the Playwright suite against the
// built app, then the page budgets of that build (scripts/check-budgets.mjs). Ends with one
// summary line, "N passed, N failed", over all of them.
// With TEST_DATABASE_URL set, the API tests run on that PostgreSQL server, and then once
// more on embedded PGlite, so both drivers are proven in one run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'crewdeck-test-'));
const jestJson = join(out, 'jest.json');
const pwJson = join(out, 'playwright.json');

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const jest = (outputFile, args = [], env = {}) =>
  run(
    process.execPath,
    ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--json', `--outputFile=${outputFile}`, ...args],
    env,
  );

const jestCode = jest(jestJson);
const pgliteJson = join(out, 'jest-pglite.json');
const pgliteCode = process.env.TEST_DATABASE_URL
  ? (console.log('\n[test] API tests again, on embedded PGlite'),
    jest(pgliteJson, ['lib/backend', 'lib/bff'], { TEST_DATABASE_URL: '' }))
  : 0;
const e2eCode = run(process.execPath, ['scripts/e2e.mjs', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
});

const budgetCode = run(process.execPath, ['scripts/check-budgets.mjs']);

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const jestRuns = [read(jestJson), read(pgliteJson)].filter(Boolean);
const pw = read(pwJson);
const unit = {
  passed: jestRuns.reduce((n, r) => n + r.numPassedTests, 0),
  failed: jestRuns.reduce((n, r) => n + r.numFailedTests + r.numRuntimeErrorTestSuites, 0),
};
const e2e = {
  passed: pw?.stats?.expected ?? 0,
  failed: (pw?.stats?.unexpected ?? 0) + (pw?.stats?.flaky ?? 0),
  skipped: pw?.stats?.skipped ?? 0,
};

console.log(`\nunit and API tests: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`browser tests: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`);
console.log(`page budgets: ${budgetCode === 0 ? 'kept' : 'OVER (see [budgets] above)'}`);
const jestFailedToReport = (jestCode !== 0 || pgliteCode !== 0) && unit.failed === 0 ? 1 : 0;
const failed =
  unit.failed +
  e2e.failed +
  jestFailedToReport +
  (e2eCode !== 0 && e2e.failed === 0 ? 1 : 0) +
  (budgetCode !== 0 ? 1 : 0);
console.log(`total: ${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(jestCode !== 0 || pgliteCode !== 0 || e2eCode !== 0 || budgetCode !== 0 ? 1 : 0);
