// The process log (logger.ts) and the request scope (request-scope.ts): JSON lines with a level
// name and a time, the id of the request being answered on every line written for it, secrets
// blanked whatever field a caller puts them in, and request ids taken only when trusted.
import { capturedLog } from './test-support/captured-log';
import { currentRequest, noteRequestUser, requestIdOf, withRequestScope } from './request-scope';

describe('the log', () => {
  it('writes one JSON object per line, named, with its level and an ISO time', () => {
    const { log, lines, text } = capturedLog('backend', 'info');
    log.info({ route: '/api/v1/projects/:id', status: 200 }, 'request');
    log.debug('not at info');
    expect(text().split('\n').filter(Boolean)).toHaveLength(1);
    expect(lines[0]).toMatchObject({ name: 'backend', level: 'info', msg: 'request', status: 200 });
    expect(new Date(String(lines[0]!.time)).toISOString()).toBe(lines[0]!.time);
  });

  it('names the request being answered on every line written for it, and only then', async () => {
    const { log, lines } = capturedLog('web');
    log.info('before');
    await withRequestScope({ id: 'req-42' }, async () => {
      await new Promise((r) => setTimeout(r, 1));
      log.warn('inside, after a wait');
    });
    log.info('after');
    expect(lines.map((l) => l.reqId)).toEqual([undefined, 'req-42', undefined]);
  });

  it('blanks passwords, tokens, cookies and authorization headers wherever a caller put them', () => {
    const { log, text } = capturedLog('backend');
    log.info({ password: 'pw-one', body: { password: 'pw-two', token: 'tok-three' } }, 'x');
    log.info({ headers: { cookie: 'crewdeck_session=c-four', authorization: 'Bearer a-five' } }, 'y');
    for (const secret of ['pw-one', 'pw-two', 'tok-three', 'c-four', 'a-five']) expect(text()).not.toContain(secret);
    expect(text()).toContain('[redacted]');
  });

  it('writes an error with its message and stack', () => {
    const { log, lines } = capturedLog('backend');
    log.error({ err: new Error('boom') }, 'request failed');
    expect(lines[0]).toMatchObject({ level: 'error', err: { message: 'boom', type: 'Error' } });
    expect(String((lines[0]!.err as { stack: string }).stack)).toMatch(/^Error: boom\n\s+at /);
  });
});

describe('the request scope', () => {
  it('takes a well-formed id only when it is trusted, and makes one otherwise', () => {
    expect(requestIdOf('lb-7f3a.01:x_y', true)).toBe('lb-7f3a.01:x_y');
    expect(requestIdOf(['first', 'second'], true)).toBe('first');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(requestIdOf('lb-7f3a', false)).toMatch(uuid);
    for (const bad of ['', 'has space', 'x'.repeat(129), 'a\nb', '"quoted"', undefined, null])
      expect(requestIdOf(bad, true)).toMatch(uuid);
  });

  it('keeps who the request is for once a session was read, inside the request only', () => {
    noteRequestUser(1, 2);
    expect(currentRequest()).toBeUndefined();
    const scope = { id: 'r' };
    withRequestScope(scope, () => noteRequestUser(7, 12));
    expect(scope).toEqual({ id: 'r', tenantId: 7, userId: 12 });
  });
});
