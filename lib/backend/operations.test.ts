// Every route of /api/v1 is built from its operation (lib/domain/<area>/operations/), and every
// operation has its route: a route file that declares a route of its own, or an operation that
// no route was built from, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createApp } from './app';
import { createMailer } from './services/mail';
import type { Db } from './db/client';
import type { TBackendConfig } from './env';
import { BUILT_FROM_OPERATIONS } from './http/operation-route';
import type { TOperation } from '../domain/operation';
import { readServicesModule } from '../../scripts/generate-registries.mjs';

const ROUTES = join(__dirname, 'routes');
const DOMAIN = join(__dirname, '..', 'domain');
const filesUnder = (dir: string, name: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), name)
      : name.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
const isOperation = (value: unknown): value is TOperation =>
  typeof value === 'object' && value !== null && 'access' in value && 'path' in value && 'method' in value;
/** The operations a module exports, also those grouped in records (one record per crew document kind). */
const operationsIn = (value: unknown): TOperation[] =>
  isOperation(value)
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(operationsIn)
      : [];

describe('the operations of /api/v1', () => {
  createApp({
    db: null as unknown as Db,
    config: {} as TBackendConfig,
    mailer: createMailer({ from: 'x@y', log: () => {} }),
  });

  it('each have their route', async () => {
    const modules = filesUnder(DOMAIN, /\.ts$/).filter((file) => /\/operations(\.ts|\/[^/]+\.ts)$/.test(file));
    expect(modules.length).toBeGreaterThan(0);
    const operations = (await Promise.all(modules.map((m) => import(m)))).flatMap(operationsIn);
    const without = operations.filter((o) => !BUILT_FROM_OPERATIONS.has(o)).map((o) => `${o.method} ${o.path}`);
    expect(without).toEqual([]);
  });

  it('are where every route comes from', () => {
    const declaring = filesUnder(ROUTES, /^(?!.*\.test\.ts$).*\.ts$/)
      .filter((file) => readFileSync(file, 'utf8').includes('createRoute('))
      .map((file) => relative(ROUTES, file))
      .sort();
    expect(declaring).toEqual([]);
  });

  it('serve every read service there is (else: npm run typecheck collects them again)', () => {
    expect(readFileSync(join(ROUTES, 'read-services.generated.ts'), 'utf8')).toBe(readServicesModule());
  });
});
