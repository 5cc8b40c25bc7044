// Multipart bodies are never read whole into memory before anything is checked. Uploads are
// streamed: a file past its upload's own limit, or whose first bytes show a type
// the upload does not take, is refused while the body is still coming (here it never ends); a
// caller without the right is refused before a byte of the body is read; malformed multipart is
// 400; and a chunked body, as the web app's proxy sends it, is not gathered before the route.
import { and, eq } from 'drizzle-orm';
import { createApp } from '../app';
import { projectLogos, receipts } from '../db/schema';
import { createMailer } from '../services/mail';
import { encodePng } from '../services/field-work/png';
import { UPLOADS } from '../services/uploads';
import { createProject, tokenPerson } from '../test-support/fixtures';
import { HOST_DEMO } from '../test-support/test-backend';
import { withBackend } from '../test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'office', 'crew'] });

const BOUNDARY = '----crewdeck-streaming-test';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const CHUNK = 64 * 1024;
const fileHeader = (filename: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
const PNG = encodePng(4, 4, new Uint8Array(64).fill(120));
const END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/**
 * A request body that starts with `head` and then, unless `whole`, goes on with zeros until the
 * answer has come (`pulled.answered`); pulled only when read (no read-ahead), counting what was pulled.
 */
function bodyOf(head: Buffer, o: { whole?: boolean } = {}) {
  const pulled = { chunks: 0, bytes: 0, answered: false };
  let at = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let chunk: Buffer;
        if (at < head.length) chunk = head.subarray(at, (at += CHUNK));
        else if (o.whole || pulled.answered) return controller.close();
        else chunk = Buffer.alloc(CHUNK);
        pulled.chunks += 1;
        pulled.bytes += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

const headers = (token: string) => ({
  authorization: `Bearer ${token}`,
  'x-forwarded-host': HOST_DEMO,
  type: 'MOBILE',
  'content-type': CONTENT_TYPE,
});

/** Over HTTP, the body streamed without Content-Length (chunked), as the web app's proxy sends it. */
async function post(path: string, token: string, { stream, pulled }: ReturnType<typeof bodyOf>) {
  const res = await fetch(`${be.url}/api/v1${path}`, {
    method: 'POST',
    headers: headers(token),
    body: stream,
    duplex: 'half',
  } as RequestInit);
  pulled.answered = true;
  return { status: res.status, body: await res.json() };
}

/** In process, so that what the backend pulled from the body is counted exactly. */
let app: ReturnType<typeof createApp> | null = null;
async function postInProcess(path: string, token: string, body: ReadableStream<Uint8Array>) {
  app ??= createApp({ db: be.db, config: be.config, mailer: createMailer({ from: 'x@y', log: () => {} }) });
  const req = new Request(`http://127.0.0.1/api/v1${path}`, {
    method: 'POST',
    headers: headers(token),
    body,
    duplex: 'half',
  } as RequestInit);
  const res = await app.fetch(req);
  return { status: res.status, body: await res.json() };
}

let tenantId: number;
let projectId: number;
beforeAll(async () => {
  tenantId = tokenPerson(tokens.planner).tenantId;
  projectId = (await createProject(be, tenantId)).id;
});
const logoPath = () => `/projects/${projectId}/logo`;

describe('streamed uploads over HTTP', () => {
  it('refuses a logo past its own 2 MB limit (413 on file) while the body is still coming', async () => {
    const before = await be.countRows(projectLogos);
    const body = bodyOf(Buffer.concat([fileHeader('logo.png'), PNG.subarray(0, 16)]));
    const res = await post(logoPath(), tokens.planner, body);
    expect([res.status, res.body.error.code, res.body.error.fields]).toEqual([
      413,
      'PAYLOAD_TOO_LARGE',
      { file: UPLOADS.projectLogo.tooLarge },
    ]);
    // The answer came although the body never ends: it was not read to its end.
    expect(body.pulled.bytes).toBeGreaterThan(UPLOADS.projectLogo.maxBytes);
    expect(await be.countRows(projectLogos)).toBe(before);
  });

  it('refuses a wrong type by its first bytes (415) while the body is still coming', async () => {
    const body = bodyOf(Buffer.concat([fileHeader('logo.png'), Buffer.from('GIF89a')]));
    const res = await post(logoPath(), tokens.planner, body);
    expect([res.status, res.body.error.fields]).toEqual([415, { file: UPLOADS.projectLogo.wrongType }]);
  });

  it('refuses a caller without the right (403) while the body is still coming', async () => {
    const body = bodyOf(Buffer.concat([fileHeader('logo.png'), PNG]));
    expect((await post(logoPath(), tokens.crew, body)).status).toBe(403);
  });

  it('stores a chunked upload whole', async () => {
    const body = bodyOf(Buffer.concat([fileHeader('logo.png'), PNG, END]), { whole: true });
    expect((await post(logoPath(), tokens.planner, body)).status).toBe(200);
    const [stored] = await be.db.select().from(projectLogos).where(eq(projectLogos.projectId, projectId));
    expect(Buffer.from(stored!.data).equals(PNG)).toBe(true);
  });

  it('answers 400 to malformed multipart', async () => {
    const cut = bodyOf(Buffer.concat([fileHeader('logo.png'), PNG]), { whole: true });
    const res = await post(logoPath(), tokens.planner, cut);
    expect([res.status, res.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    const garbage = bodyOf(Buffer.from(`--${BOUNDARY}\r\nno header end`), { whole: true });
    expect((await post(logoPath(), tokens.planner, garbage)).status).toBe(400);
    const noBoundary = await fetch(`${be.url}/api/v1${logoPath()}`, {
      method: 'POST',
      headers: { ...headers(tokens.planner), 'content-type': 'multipart/form-data' },
      body: 'x',
    });
    expect(noBoundary.status).toBe(400);
  });
});

describe('what the backend reads of an upload body', () => {
  it("stops at the service's limit, not the route's 11 MB", async () => {
    const { stream, pulled } = bodyOf(Buffer.concat([fileHeader('logo.png'), PNG.subarray(0, 16)]));
    expect((await postInProcess(logoPath(), tokens.planner, stream)).status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(UPLOADS.projectLogo.maxBytes + 2 * CHUNK);
  });

  it('reads only the first chunk of a file of the wrong type', async () => {
    const { stream, pulled } = bodyOf(Buffer.concat([fileHeader('x.pdf'), Buffer.from('%PDF-1.7')]));
    expect((await postInProcess(logoPath(), tokens.planner, stream)).status).toBe(415);
    expect(pulled.chunks).toBe(1);
  });

  it('reads nothing of the body of a caller the guards or the service refuse', async () => {
    const [locked] = await be.db
      .select({ number: receipts.number })
      .from(receipts)
      .where(and(eq(receipts.tenantId, tenantId), eq(receipts.status, 'approved')))
      .limit(1);
    const refused: Array<[string, string, number]> = [
      [logoPath(), tokens.crew, 403],
      [`/projects/${projectId}/documents`, tokens.crew, 403],
      [`/persons/${personIds.planner}/profilePictures`, tokens.crew, 403],
      ['/documents', tokens.crew, 403],
      [`/receipts/${locked!.number}/documents`, tokens.crew, 403],
      // Not a member of the crew: as missing as another tenant's.
      [`/projectCrews/999999/photos`, tokens.crew, 404],
      // The service's own check: an approved receipt no longer changes.
      [`/receipts/${locked!.number}/documents`, tokens.office, 409],
    ];
    for (const [path, token, status] of refused) {
      const { stream, pulled } = bodyOf(Buffer.concat([fileHeader('x.png'), PNG]));
      expect([path, (await postInProcess(path, token, stream)).status]).toEqual([path, status]);
      expect([path, pulled.bytes]).toEqual([path, 0]);
    }
  });
});
