#!/usr/bin/env node
// `npm test`, in stages, each timed: lint (ESLint and Prettier), the Jest suite (unit and API
// tests), the driver suite on PGlite, the web build, the Playwright suite against that build, and
// the page budgets of the build (scripts/check-budgets.mjs). Ends with a table of the stages
// (time, passed, failed) and one line, "N passed, N failed", over all of them.
//
// Each driver is proven once. With TEST_DATABASE_URL set (CI), the whole Jest suite runs on that
// PostgreSQL server, and then the driver suite (PGLITE_SUITE) on embedded PGlite: the tests whose
// SQL behaves by the driver (the seed and its snapshot, the job queue, the notes of live changes,
// the versions of records several people edit, driver-conformance.test.ts, every GET route's
// answer). Without it, everything runs on PGlite and the second pass is skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeGenerated } from './generate-registries.mjs';
import { ensureBuild } from './lib/processes.mjs';

writeGenerated();

/** The API tests that prove PGlite when the full suite ran on PostgreSQL. */
const PGLITE_SUITE = [
  'lib/backend/driver-conformance.test.ts',
  'lib/backend/response-contract.test.ts',
  'lib/backend/seed/',
  'lib/backend/jobs/',
  'lib/backend/live/',
  'lib/backend/versions/',
];

const out = mkdtempSync(join(tmpdir(), 'crewdeck-test-'));
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const stages = [];
/** Runs one stage, timed; `counts` reads its passed/failed figures once it has run. */
async function stage(name, body, counts = () => null) {
  console.log(`\n[test] ${name} …`);
  const started = Date.now();
  let code;
  try {
    code = await body();
  } catch (err) {
    console.error(`[test] ${name}: ${err instanceof Error ? err.message : err}`);
    code = 1;
  }
  const seconds = (Date.now() - started) / 1000;
  const figures = counts();
  stages.push({ name, seconds, code, ...figures });
  console.log(`[test] ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
}

function jest(name, outputFile, args = [], env = {}) {
  return stage(
    name,
    () =>
      run(
        process.execPath,
        ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--json', `--outputFile=${outputFile}`, ...args],
        env,
      ),
    () => {
      const r = read(outputFile);
      return r && { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites };
    },
  );
}

await stage('lint', () => run('npm', ['run', '--silent', 'lint']));

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
await jest(onPostgres ? 'Jest on PostgreSQL' : 'Jest on PGlite', join(out, 'jest.json'));
if (onPostgres)
  await jest('Jest driver suite on PGlite', join(out, 'jest-pglite.json'), PGLITE_SUITE, { TEST_DATABASE_URL: '' });

await stage('build', async () => (await ensureBuild(), 0));

const pwJson = join(out, 'playwright.json');
await stage(
  'browser (Playwright)',
  () => run(process.execPath, ['scripts/e2e.mjs', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }),
  () => {
    const pw = read(pwJson);
    return (
      pw && {
        passed: pw.stats.expected,
        failed: pw.stats.unexpected + pw.stats.flaky,
        skipped: pw.stats.skipped,
      }
    );
  },
);

await stage('page budgets', () => run(process.execPath, ['scripts/check-budgets.mjs']));

console.log('\n[test] stage                          time   passed  failed');
for (const s of stages) {
  const figures = s.passed === undefined ? '' : `${String(s.passed).padStart(8)}${String(s.failed).padStart(8)}`;
  const skipped = s.skipped ? ` (${s.skipped} skipped)` : '';
  const verdict = s.code === 0 ? '' : '  FAILED';
  console.log(
    `[test] ${s.name.padEnd(28)} ${(s.seconds / 60).toFixed(1).padStart(5)} min${figures}${skipped}${verdict}`,
  );
}
const total = stages.reduce((n, s) => n + s.seconds, 0);
const passed = stages.reduce((n, s) => n + (s.passed ?? 0), 0);
// A stage that failed without a failed test (lint, the build, a crash) counts as one failure.
const failed = stages.reduce((n, s) => n + (s.failed || (s.code === 0 ? 0 : 1)), 0);
console.log(`[test] all stages                 ${(total / 60).toFixed(1).padStart(5)} min`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(stages.every((s) => s.code === 0) ? 0 : 1);
