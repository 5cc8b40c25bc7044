import vm from 'node:vm';
import nextJest from 'next/jest.js';
import { TEST_NOW } from './scripts/lib/test-clock.mjs';

const createJestConfig = nextJest({ dir: './' });

// Every test file's clock starts at the test instant (lib/domain/clock.ts), whatever the hour:
// the workers inherit this, and each file's clock runs from when the file loads it.
process.env.CREWDECK_NOW ||= TEST_NOW;
// The process log (lib/node-http/logger.ts) of the apps the tests start: unexpected errors only,
// not a line per request. Tests of the log itself write to logs of their own.
process.env.LOG_LEVEL ||= 'error';

/** Unit and API tests. Browser flows live in e2e/ and run under Playwright. */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,app,scripts,messages}/**/*.test.{ts,tsx}', '<rootDir>/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testTimeout: 60000,
  // A worker per core, not Jest's cores - 1: the API suites wait on PostgreSQL and on HTTP as much
  // as they compute, and on 2 cores two workers finish the suite about a third sooner.
  maxWorkers: '100%',
};

// Some dependencies ship only ES modules (jose); before Node 24.9, SWC compiles them like our own code.
const ESM_PACKAGES = [
  'jose',
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'icu-minify',
  // sanitize-html's HTML parser and its parts.
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  // The session cookie's seal and its parts.
  'iron-session',
  'iron-webcrypto',
  'uint8array-extras',
  'cookie',
  // The API reference page (GET /api/v1/docs) and its parts.
  '@scalar',
];

// On Node 24.9+ Jest 30 loads an ES module as one, even from `require`
// (jestjs.io/docs/ecmascript-modules#require-of-esm): these packages and our own .mjs files must
// then reach it as they are, since next/jest's SWC would compile them to CommonJS whatever Jest
// asks for. An older Node needs them compiled. The same test Jest makes (jest-runtime).
const jestRequiresEsm = typeof vm.SourceTextModule?.prototype.hasAsyncGraph === 'function';

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    ...(jestRequiresEsm ? ['/node_modules/', '\\.mjs$'] : [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`]),
    ...resolved.transformIgnorePatterns.filter((p) => !p.includes('node_modules')),
  ];
  return resolved;
}
