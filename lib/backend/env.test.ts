import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoResetRefusal, loadConfig, shouldSeedDemo, type TSeedEnv } from './env';

const PG = 'postgres://crewdeck@db.example.com:5432/crewdeck';

describe('shouldSeedDemo', () => {
  // [SEED_DEMO, NODE_ENV, DATABASE_URL, seeds an empty database]
  const table: Array<[TSeedEnv['SEED_DEMO'], string | undefined, string | undefined, boolean]> = [
    // Unset: never, whatever the rest (a bare `npm run backend` or a production process).
    [undefined, undefined, undefined, false],
    [undefined, 'development', undefined, false],
    [undefined, 'production', undefined, false],
    [undefined, undefined, PG, false],
    [undefined, 'production', PG, false],
    // auto (npm start, npm run dev): only the embedded database outside production.
    ['auto', undefined, undefined, true],
    ['auto', 'development', undefined, true],
    ['auto', 'test', undefined, true],
    ['auto', 'production', undefined, false],
    ['auto', undefined, PG, false],
    ['auto', 'production', PG, false],
    // Explicit: the setting wins.
    ['true', undefined, undefined, true],
    ['true', 'production', undefined, true],
    ['true', undefined, PG, true],
    ['true', 'production', PG, true],
    ['false', undefined, undefined, false],
    ['false', 'development', undefined, false],
    // Anything else is not a yes.
    ['yes', undefined, undefined, false],
    ['', undefined, undefined, false],
  ];
  it.each(table)('SEED_DEMO=%s NODE_ENV=%s DATABASE_URL=%s → %s', (seed, nodeEnv, url, expected) => {
    expect(shouldSeedDemo({ SEED_DEMO: seed, NODE_ENV: nodeEnv, DATABASE_URL: url })).toBe(expected);
  });
  it('treats an empty DATABASE_URL as unset', () => {
    expect(shouldSeedDemo({ SEED_DEMO: 'auto', DATABASE_URL: '' })).toBe(true);
  });
});

describe('demoResetRefusal', () => {
  it('lets db:reset run outside production', () => {
    expect(demoResetRefusal({})).toBeNull();
    expect(demoResetRefusal({ NODE_ENV: 'development', DATABASE_URL: PG })).toBeNull();
    expect(demoResetRefusal({ SEED_DEMO: 'auto' })).toBeNull();
  });
  it('refuses production unless SEED_DEMO=true', () => {
    expect(demoResetRefusal({ NODE_ENV: 'production' })).toMatch(/NODE_ENV=production/);
    expect(demoResetRefusal({ NODE_ENV: 'production', SEED_DEMO: 'auto' })).toMatch(/SEED_DEMO=true/);
    expect(demoResetRefusal({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBeNull();
  });
  it('refuses a database marked SEED_DEMO=false', () => {
    expect(demoResetRefusal({ SEED_DEMO: 'false' })).toMatch(/SEED_DEMO=false/);
  });
});

describe('loadConfig', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'crewdeck-env-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('applies the seeding rule to the environment', () => {
    expect(loadConfig({ DATA_DIR: dir }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'auto' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'auto', NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'auto', DATABASE_URL: PG }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'true', DATABASE_URL: PG }).seedDemo).toBe(true);
  });
  it('rejects an unknown SEED_DEMO value with a clear message', () => {
    expect(() => loadConfig({ DATA_DIR: dir, SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be true, false or auto/);
  });
});
