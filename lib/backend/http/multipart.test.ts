// The streaming multipart reader: fields and file intact whatever the chunking, and a refusal
// as soon as the bytes read show it, without reading on.
import { fileWatch, UPLOADS } from '../services/uploads';
import { FORM_FIELD_MAX_BYTES, FORM_FIELDS_MAX, NON_FILE_MAX_BYTES, readMultipart } from './multipart';

const BOUNDARY = '----crewdeck-test-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const textPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHeader = (name: string, filename: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
const filePart = (name: string, filename: string, bytes: Buffer) =>
  Buffer.concat([fileHeader(name, filename), bytes, Buffer.from('\r\n')]);
const END = Buffer.from(`--${BOUNDARY}--\r\n`);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, END]);

/**
 * A body handed over in chunks of `size`, pulled only when the reader asks (no read-ahead), that
 * counts what was pulled; `endless` goes on with zeros after `bytes` and never ends.
 */
function bodyOf(bytes: Buffer, size: number, o: { endless?: boolean } = {}) {
  const pulled = { chunks: 0, bytes: 0 };
  let at = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let chunk: Buffer;
        if (at < bytes.length) {
          chunk = bytes.subarray(at, at + size);
          at += chunk.length;
        } else if (o.endless) chunk = Buffer.alloc(size);
        else return controller.close();
        pulled.chunks += 1;
        pulled.bytes += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

const logo = fileWatch(UPLOADS.projectLogo);

describe('readMultipart', () => {
  it('hands over the text fields and the file intact, however the body is cut into chunks', async () => {
    const png = Buffer.concat([PNG_HEAD, Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251))]);
    const body = form(
      textPart('kind', 'document'),
      textPart('data', JSON.stringify({ title: 'Plattegrond — zaal één' })),
      filePart('file', 'Zaal één.png', png),
    );
    for (const size of [1, 7, 64, 4096, body.length]) {
      const got = await readMultipart(bodyOf(body, size).stream, CONTENT_TYPE, logo);
      expect(got.fields).toEqual({ kind: 'document', data: '{"title":"Plattegrond — zaal één"}' });
      expect(got.file?.name).toBe('Zaal één.png');
      expect(got.file?.bytes.equals(png)).toBe(true);
    }
  });

  it('answers without a file when none came, and takes a text named "file" for none', async () => {
    const got = await readMultipart(bodyOf(form(textPart('file', 'x')), 16).stream, CONTENT_TYPE, logo);
    expect(got).toEqual({ fields: {}, file: null });
  });

  it("stops at the upload's own limit (413 on file) and reads no further, on a body that never ends", async () => {
    const chunk = 64 * 1024;
    const { stream, pulled } = bodyOf(Buffer.concat([fileHeader('file', 'logo.png'), PNG_HEAD]), chunk, {
      endless: true,
    });
    await expect(readMultipart(stream, CONTENT_TYPE, logo)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fields: { file: UPLOADS.projectLogo.tooLarge },
    });
    expect(pulled.bytes).toBeGreaterThan(UPLOADS.projectLogo.maxBytes);
    expect(pulled.bytes).toBeLessThanOrEqual(UPLOADS.projectLogo.maxBytes + 2 * chunk);
  });

  it('refuses a type the upload does not take (415) after the first chunk that shows it', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(300_000)]);
    const { stream, pulled } = bodyOf(form(filePart('file', 'logo.png', gif)), 16 * 1024);
    await expect(readMultipart(stream, CONTENT_TYPE, logo)).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { file: UPLOADS.projectLogo.wrongType },
    });
    expect(pulled.chunks).toBe(1);
  });

  it('waits for enough bytes to tell the type when they come one by one', async () => {
    const { stream, pulled } = bodyOf(
      Buffer.concat([fileHeader('file', 'x.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00])]),
      1,
      { endless: true },
    );
    await expect(readMultipart(stream, CONTENT_TYPE, logo)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(pulled.bytes).toBeLessThanOrEqual(fileHeader('file', 'x.png').length + 5 + 2);
  });

  it('answers 400 to a body that is not well-formed multipart', async () => {
    const body = () => bodyOf(form(filePart('file', 'a.png', PNG_HEAD)), 64).stream;
    const refusals = [
      readMultipart(body(), 'application/json', logo),
      readMultipart(body(), 'multipart/form-data', logo),
      readMultipart(null, CONTENT_TYPE, logo),
      // Cut off before its end.
      readMultipart(bodyOf(filePart('file', 'a.png', PNG_HEAD), 64).stream, CONTENT_TYPE, logo),
      // A part without its header's end.
      readMultipart(bodyOf(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition`), 64).stream, CONTENT_TYPE, logo),
      // The file in another field, or two files.
      readMultipart(bodyOf(form(filePart('photo', 'a.png', PNG_HEAD)), 64).stream, CONTENT_TYPE, logo),
      readMultipart(
        bodyOf(form(filePart('file', 'a.png', PNG_HEAD), filePart('file', 'b.png', PNG_HEAD)), 64).stream,
        CONTENT_TYPE,
        logo,
      ),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('bounds the text fields: their number and their length (413)', async () => {
    const many = form(...Array.from({ length: FORM_FIELDS_MAX + 1 }, (_, i) => textPart(`f${i}`, 'x')));
    await expect(readMultipart(bodyOf(many, 1024).stream, CONTENT_TYPE, logo)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    const long = form(textPart('data', 'x'.repeat(FORM_FIELD_MAX_BYTES + 1)));
    await expect(readMultipart(bodyOf(long, 1024).stream, CONTENT_TYPE, logo)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fields: { data: expect.any(String) },
    });
    // A field that never ends is not read to the route's limit either.
    const { stream, pulled } = bodyOf(Buffer.from(textPart('data', '').subarray(0, -2)), 1024, { endless: true });
    await expect(readMultipart(stream, CONTENT_TYPE, logo)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(pulled.bytes).toBeLessThanOrEqual(NON_FILE_MAX_BYTES + 1024);
  });

  it('reads no more of the body than the route allows, whatever it holds', async () => {
    const { stream, pulled } = bodyOf(Buffer.alloc(0), 1024, { endless: true });
    await expect(readMultipart(stream, CONTENT_TYPE, logo, 100 * 1024)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(pulled.bytes).toBeLessThanOrEqual(101 * 1024);
  });
});
