// A database that is down or restarting answers 503 DATABASE_UNAVAILABLE (try again), not 500,
// through the real `pg` driver: a refused connection, and a server that hangs up at once.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createApp, toApiError } from '../app';
import type { TBackendConfig } from '../env';
import { createMailer } from '../services/mail';
import { openDatabase, type TDatabase } from './client';
import { isDatabaseUnavailable } from './errors';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const config = {
  port: 0,
  dataDir: '/nonexistent',
  jwtSecret: 'x'.repeat(40),
  mailFrom: 'Crewdeck Test <test@crewdeck.local>',
  seedDemo: false,
  seedScale: 1,
  jobPollMs: 1000,
  publicScheme: 'http',
  push: { vapid: { publicKey: '', privateKey: '', subject: 'mailto:test@crewdeck.local' }, extraHosts: [] },
  reminderSweepMs: 60000,
} satisfies TBackendConfig;

async function loginAgainst(database: TDatabase) {
  const app = createApp(
    { db: database.db, config, mailer: createMailer({ from: config.mailFrom, log: () => {} }) },
    { logErrors: false },
  );
  const res = await app.request('/api/v1/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', type: 'MOBILE', 'x-forwarded-host': 'localhost' },
    body: JSON.stringify({ username: 'crew@example.com', password: 'demo' }),
  });
  return { status: res.status, body: (await res.json()) as { error: { code: string } } };
}

describe('isDatabaseUnavailable', () => {
  it('knows socket errors, connection exceptions and shutdowns, also wrapped', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '08006', '08001', '57P01', '57P03'])
      expect(isDatabaseUnavailable({ code })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
  it('is false for errors of the query itself', () => {
    for (const code of ['23505', '42P01', '40001', '22P02']) expect(isDatabaseUnavailable({ code })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(toApiError(new Error('boom')).code).toBe('INTERNAL');
  });
});

describe('the API with its database down', () => {
  it('answers 503 DATABASE_UNAVAILABLE when nothing listens on the database port', async () => {
    const probe = createServer();
    const port = await listen(probe);
    await close(probe); // the port is free again: connections are refused
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/crewdeck` });
    try {
      expect(await loginAgainst(database)).toEqual({
        status: 503,
        body: { error: expect.objectContaining({ code: 'DATABASE_UNAVAILABLE' }) },
      });
    } finally {
      await database.close();
    }
  });

  it('answers 503 DATABASE_UNAVAILABLE when the server hangs up (a restart)', async () => {
    const server = createServer((socket) => socket.destroy());
    const port = await listen(server);
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/crewdeck` });
    try {
      const res = await loginAgainst(database);
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await database.close();
      await close(server);
    }
  });
});
