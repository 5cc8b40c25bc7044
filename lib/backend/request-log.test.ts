// The backend's log (app.ts): one line per answer with the request id the web app sent, the
// method, the route pattern (never the path's ids), the status, the duration and whose request it
// was; an unexpected error once with its stack; and no password, token or address in any line.
import { createApp } from './app';
import type { TBackendConfig } from './env';
import type { Db } from './db/client';
import { createMailer } from './services/mail';
import { withBackend } from './test-support/with-backend';
import { capturedLog } from '../node-http/test-support/captured-log';

const captured = capturedLog('backend', 'info');
const { be } = withBackend({ log: captured.log });

const requestLines = (reqId: string) => captured.lines.filter((l) => l.reqId === reqId && l.msg === 'request');

describe('the request log', () => {
  it('writes one line per answer: its id, method, route pattern, status, duration, tenant and user', async () => {
    const token = await be.login('planner@example.com');
    const res = await be.call('GET', '/projects/1/documents', { token, headers: { 'x-request-id': 'web-req-0001' } });
    expect(res.status).toBe(200);
    const [line, ...more] = requestLines('web-req-0001');
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({
      name: 'backend',
      level: 'info',
      method: 'GET',
      route: '/api/v1/projects/:id/documents',
      status: 200,
      tenantId: 1,
      userId: expect.any(Number),
    });
    expect(line!.ms).toEqual(expect.any(Number));
    expect(line!.route).not.toContain('/1/');
  });

  it('makes its own id for a request that came without one, and logs no password, token or address', async () => {
    const secret = 'Zq-not-the-password-8841';
    expect(
      (await be.call('POST', '/auth/token', { body: { username: 'planner@example.com', password: secret } })).status,
    ).toBe(401);
    const token = await be.login('planner@example.com');
    expect((await be.call('GET', '/jobs?list=upcoming', { token })).status).toBe(200);
    const text = captured.text();
    for (const leak of [secret, token, token.split('.')[2]!, 'planner@example.com', '"password"', 'Bearer '])
      expect(text).not.toContain(leak);
    const refused = captured.lines.filter((l) => l.route === '/api/v1/auth/token' && l.status === 401);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.at(-1)!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('an unexpected error', () => {
  it('is written once, with its stack, and the request line says 500', async () => {
    const { log, lines } = capturedLog('backend', 'info');
    // A database whose every use throws: what an error in our own code looks like to the app.
    const broken = new Proxy(
      {},
      {
        get() {
          throw new Error('boom in a query builder');
        },
      },
    ) as Db;
    const config = { ...be.config } satisfies TBackendConfig;
    const app = createApp({ db: broken, config, mailer: createMailer({ from: config.mailFrom, log: () => {} }), log });
    const res = await app.request('/api/v1/auth/token', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        type: 'MOBILE',
        'x-forwarded-host': 'localhost',
        'x-request-id': 'r-500',
      },
      body: JSON.stringify({ username: 'crew@example.com', password: 'demo-secret-pw' }),
    });
    expect(res.status).toBe(500);
    const errors = lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      reqId: 'r-500',
      msg: 'request failed',
      err: { message: 'boom in a query builder' },
    });
    expect(String((errors[0]!.err as { stack: string }).stack)).toContain('\n    at ');
    expect(lines.filter((l) => l.msg === 'request')).toEqual([
      expect.objectContaining({ reqId: 'r-500', route: '/api/v1/auth/token', status: 500 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('demo-secret-pw');
  });
});
