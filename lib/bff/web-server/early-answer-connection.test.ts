// A refused upload must not break the browser's keep-alive connection to the web app. When the
// backend refuses a photo (413, 415) while the browser is still sending it, the backend client
// destroys the request it was sending; passed on with `Connection: keep-alive`, the answer would
// leave nothing to read the rest of the body, and Node's keep-alive timeout would reset the
// connection 5 s later: the browser's next request on it would fail with ECONNRESET.
// Over a raw socket to the web server's listener, with the real backend behind it: after such an
// answer the connection either closes cleanly or serves the next request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import {
  answerBeforeBodyEnd,
  fileUpload,
  MULTIPART_BOUNDARY,
  RawConnection,
  requestHead,
  type TRawBody,
  wholeBody,
} from '../../backend/test-support/raw-http';
import { crewWithChiefAndMembers } from '../../backend/test-support/scenarios';
import { HOST_DEMO, startTestBackend, type TTestBackend } from '../../backend/test-support/test-backend';
import { logIn } from '../login';
import { SESSION_COOKIE } from '../session-data';

const SECRET = 'w'.repeat(48);
let be: TTestBackend;
let web: Server;
let webUrl: string;
let cookie: string;
let photos: string;

beforeAll(async () => {
  be = await startTestBackend();
  // webConfig() reads the environment once, on first use.
  process.env.BACKEND_URL = be.url;
  process.env.SESSION_SECRET = SECRET;
  const { session } = await logIn({ username: 'crew@example.com', password: 'demo' }, { host: HOST_DEMO });
  cookie = `${SESSION_COOKIE}=${await sealData(session, { password: SECRET, ttl: 8 * 3600 })}`;
  const crew = await crewWithChiefAndMembers(be, {
    chiefId: null,
    members: [session.user.personId!],
    date: '2026-01-10',
  });
  photos = `/api/v1/projectCrews/${crew.crewId}/photos`;
  const { proxyListener } = await import('./proxy-listener');
  web = createServer((req, res) => void proxyListener(req, res));
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', () => r()));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => web.close(r));
  await be.close();
});

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const GIF = Buffer.from('GIF89a');
const headers = () => ({ host: HOST_DEMO, origin: `http://${HOST_DEMO}`, cookie });
const upload = (body: TRawBody) =>
  requestHead('POST', photos, {
    ...headers(),
    'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    'content-length': body.size,
  });
const status = () => requestHead('GET', '/api/v1/status', headers());
/** What may follow an answer given before the body's end: a clean close, or the next answer. */
const CLEAN = ['closed: end', 'next: 200'];

describe('an answer before the end of the request body', () => {
  it.each([
    ['413, a 16 MB photo', 16 * 1024 * 1024, JPEG, 413],
    ['415, a photo of the wrong type', 4 * 1024 * 1024, GIF, 415],
  ])('%s: leaves the connection closed cleanly or serving the next request', async (_name, size, magic, code) => {
    const body = fileUpload(size, magic);
    const { answer, then } = await answerBeforeBodyEnd(webUrl, upload(body), body, status());
    expect(answer.status).toBe(code);
    expect(CLEAN).toContain(then);
  });

  it('does not reset a browser that goes on sending its body after the answer', async () => {
    const body = fileUpload(16 * 1024 * 1024, JPEG);
    const { answer, then } = await answerBeforeBodyEnd(webUrl, upload(body), body, status(), {
      goOnSending: true,
    });
    expect(answer.status).toBe(413);
    expect(CLEAN).toContain(then);
  });
});

describe('keep-alive', () => {
  it('serves two small requests on one connection', async () => {
    const conn = await RawConnection.open(webUrl);
    try {
      for (let i = 0; i < 2; i++) {
        await conn.write(status());
        const answer = await conn.answer();
        expect([answer.status, answer.headers.connection]).toEqual([200, 'keep-alive']);
      }
    } finally {
      conn.destroy();
    }
  });

  it('keeps the connection of a body read to its end', async () => {
    const body = fileUpload(64 * 1024, JPEG);
    const conn = await RawConnection.open(webUrl);
    try {
      await conn.write(upload(body));
      await conn.write(wholeBody(body));
      const stored = await conn.answer();
      await conn.write(status());
      const next = await conn.answer();
      expect([stored.status, stored.headers.connection, next.status]).toEqual([201, 'keep-alive', 200]);
    } finally {
      conn.destroy();
    }
  });
});
