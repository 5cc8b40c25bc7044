// A refused upload must not break its keep-alive connection. An answer of 413 or 415 before the
// body is read to its end, with `Connection: keep-alive`, would let Hono's Node server give up on
// the rest of the body after half a second and drop the connection, so the next request on it
// would be lost (EPIPE, or an end without an answer). Over a raw socket: after such an answer
// the connection either closes cleanly or serves the next request.
import { PHOTO_MAX_BYTES } from '../../domain/field-work/photo-limits';
import {
  answerBeforeBodyEnd,
  fileUpload,
  MULTIPART_BOUNDARY,
  RawConnection,
  requestHead,
  type TRawBody,
  wholeBody,
} from '../test-support/raw-http';
import { crewWithChiefAndMembers } from '../test-support/scenarios';
import { HOST_DEMO } from '../test-support/test-backend';
import { withBackend } from '../test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['crew', 'chief'] });
let photos: string;
beforeAll(async () => {
  const crew = await crewWithChiefAndMembers(be, {
    chiefId: personIds.chief,
    members: [personIds.crew],
    date: '2026-01-10',
  });
  photos = `/api/v1/projectCrews/${crew.crewId}/photos`;
});

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const GIF = Buffer.from('GIF89a');
const headers = (extra: Record<string, string | number> = {}) => ({
  host: '127.0.0.1',
  'x-forwarded-host': HOST_DEMO,
  type: 'MOBILE',
  authorization: `Bearer ${tokens.crew}`,
  ...extra,
});
const upload = (body: TRawBody) =>
  requestHead(
    'POST',
    photos,
    headers({ 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, 'content-length': body.size }),
  );
const STATUS = requestHead('GET', '/api/v1/status', headers());
/** What may follow an answer given before the body's end: a clean close, or the next answer. */
const CLEAN = ['closed: end', 'next: 200'];

describe('an answer before the end of the request body', () => {
  it.each([
    ['413, a 16 MB photo refused by its Content-Length', 16 * 1024 * 1024, JPEG, 413],
    ['413, a 24 MB photo refused by its Content-Length', 24 * 1024 * 1024, JPEG, 413],
    ['413, a photo over its own limit within the upload size', PHOTO_MAX_BYTES + 512 * 1024, JPEG, 413],
    ['415, a photo of the wrong type', 4 * 1024 * 1024, GIF, 415],
  ])('%s: leaves the connection closed cleanly or serving the next request', async (_name, size, magic, status) => {
    const body = fileUpload(size, magic);
    const { answer, then } = await answerBeforeBodyEnd(be.url, upload(body), body, STATUS);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body.toString()).error.code).toBe(
      status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(CLEAN).toContain(then);
  });

  it('does not reset a client that goes on sending its body after the answer', async () => {
    const body = fileUpload(24 * 1024 * 1024, JPEG);
    const { answer, then } = await answerBeforeBodyEnd(be.url, upload(body), body, STATUS, { goOnSending: true });
    expect(answer.status).toBe(413);
    expect(CLEAN).toContain(then);
  });
});

describe('keep-alive', () => {
  it('serves two small requests on one connection', async () => {
    const conn = await RawConnection.open(be.url);
    try {
      for (let i = 0; i < 2; i++) {
        await conn.write(STATUS);
        const answer = await conn.answer();
        expect([answer.status, answer.headers.connection]).toEqual([200, 'keep-alive']);
      }
    } finally {
      conn.destroy();
    }
  });

  it('keeps the connection of a body read to its end', async () => {
    const body = fileUpload(64 * 1024, JPEG);
    const conn = await RawConnection.open(be.url);
    try {
      await conn.write(upload(body));
      await conn.write(wholeBody(body));
      const stored = await conn.answer();
      await conn.write(STATUS);
      const next = await conn.answer();
      expect([stored.status, stored.headers.connection, next.status]).toEqual([201, 'keep-alive', 200]);
    } finally {
      conn.destroy();
    }
  });
});
