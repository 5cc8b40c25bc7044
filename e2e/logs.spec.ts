// What an operator finds in the logs (issue 31): the web server and the backend write one JSON line
// per request; the web server names each request (its answer's X-Request-Id), every backend call
// made for it carries that name, so one request is found in both logs; and neither log holds a
// session cookie, a token, a password, or (in its request lines) a person's address.
import { readFileSync } from 'node:fs';
import { BACKEND_LOG, WEB_LOG } from './demo-copy';
import { DEMO_USERS, expect, JWT_SHAPE, postLogin, test } from './fixtures';

type TLine = Record<string, unknown> & { reqId?: string; msg?: string };

/** The JSON lines of a log file (anything else a process printed is left out). */
function linesOf(file: string): TLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as TLine);
}
const requestLines = (file: string, reqId: string) =>
  linesOf(file).filter((l) => l.reqId === reqId && l.msg === 'request');

test('one request carries one id through the web and backend logs, which keep no secret', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const wrongPassword = `Zq-not-the-password-${test.info().workerIndex}-8841`;
  expect((await postLogin(baseURL!, 'demo', { username: DEMO_USERS.planner, password: wrongPassword })).status).toBe(
    401,
  );
  await loginAs('planner');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'crewdeck_session')!.value;

  // A screen rendered on the server, which loads its data from the backend.
  const screen = await page.goto('/jobs');
  expect(screen!.status()).toBe(200);
  const screenId = screen!.headers()['x-request-id']!;
  expect(screenId).toMatch(/^[0-9a-f-]{36}$/);
  // A call through the web app's /api/v1 proxy.
  const api = await page.request.get('/api/v1/jobs?list=upcoming');
  expect(api.status()).toBe(200);
  const apiId = api.headers()['x-request-id']!;

  // A line is written once its answer has gone out.
  await expect.poll(() => requestLines(WEB_LOG, apiId).length).toBe(1);
  await expect.poll(() => requestLines(WEB_LOG, screenId).length).toBe(1);
  const [screenLine] = requestLines(WEB_LOG, screenId);
  expect(screenLine).toMatchObject({ name: 'web', method: 'GET', route: '/jobs', status: 200, tenantId: 1 });
  expect(screenLine!.userId).toEqual(expect.any(Number));
  // Every backend call made while rendering the screen says which request it was made for.
  const screenCalls = requestLines(BACKEND_LOG, screenId);
  expect(screenCalls.length).toBeGreaterThan(0);
  // The tenant's own settings are read without a login; the screen's data with the planner's.
  expect(screenCalls.filter((l) => l.userId !== undefined)).toContainEqual(
    expect.objectContaining({ name: 'backend', tenantId: 1, userId: screenLine!.userId }),
  );
  for (const line of screenCalls) expect(line.userId ?? screenLine!.userId).toBe(screenLine!.userId);

  expect(requestLines(WEB_LOG, apiId)[0]).toMatchObject({ route: '/api/v1', status: 200, tenantId: 1 });
  expect(requestLines(BACKEND_LOG, apiId)).toContainEqual(
    expect.objectContaining({ method: 'GET', route: '/api/v1/jobs', status: 200, tenantId: 1 }),
  );

  // Nothing anyone could sign in with, in either log, from the whole run so far.
  for (const file of [WEB_LOG, BACKEND_LOG]) {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(cookie);
    expect(text).not.toContain(wrongPassword);
    expect(text).not.toMatch(JWT_SHAPE);
    expect(text).not.toMatch(/"(password|token|cookie|authorization)":"(?!\[redacted\])/i);
    const requests = JSON.stringify(linesOf(file).filter((l) => l.msg === 'request'));
    expect(requests).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  }
});
