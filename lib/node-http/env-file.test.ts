// `.env` (env-file.mjs): read under the real environment, refused with the name of a variable the
// product does not know; the README's configuration table and .env.example list the same names.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KNOWN_VARIABLES, loadEnvFile } from './env-file.mjs';

const ROOT = join(__dirname, '..', '..');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'crewdeck-env-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (text: string) => {
  const path = join(dir, '.env');
  writeFileSync(path, text);
  return path;
};

describe('loadEnvFile', () => {
  it('sets what the environment does not, with comments, quotes and blank lines as Node reads them', () => {
    const env: Record<string, string | undefined> = { PORT: '4500' };
    const set = loadEnvFile(
      file('# the backend\nPORT=4000\n\nMAIL_FROM="Acme <no-reply@acme.example>"\nSEED_DEMO=false # never\n'),
      env,
    );
    expect(set).toEqual(['MAIL_FROM', 'SEED_DEMO']);
    expect(env).toEqual({ PORT: '4500', MAIL_FROM: 'Acme <no-reply@acme.example>', SEED_DEMO: 'false' });
  });

  it('stops at a name it does not know, naming it and the file, and sets nothing', () => {
    const env: Record<string, string | undefined> = {};
    const path = file('PORT=4000\nSESION_SECRET=typo\n');
    expect(() => loadEnvFile(path, env)).toThrow(`${path}: unknown variable SESION_SECRET`);
    expect(env).toEqual({});
  });

  it('reads nothing when there is no file, or when told none', () => {
    const env: Record<string, string | undefined> = {};
    expect(loadEnvFile(join(dir, 'missing.env'), env)).toEqual([]);
    file('DATABASE_URL=postgres://someone@db.example/real\n');
    expect(loadEnvFile('none', env)).toEqual([]);
    expect(env).toEqual({});
  });
});

describe('the names', () => {
  it("are the README's configuration table, and .env.example shows each one", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Notifications'));
    const inTable = [...table.matchAll(/^\| (`[A-Z0-9_]+`(?:, `[A-Z0-9_]+`)*) +\|/gm)].flatMap((m) =>
      m[1]!.split(', ').map((name) => name.replaceAll('`', '')),
    );
    expect([...inTable].sort()).toEqual([...KNOWN_VARIABLES].sort());
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const shown = [...example.matchAll(/^# ([A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...shown].sort()).toEqual([...KNOWN_VARIABLES].sort());
  });
});
