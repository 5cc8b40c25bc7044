// Multipart uploads, read as a stream. The body is pulled chunk by chunk and
// parsed by busboy: a few small text fields are kept, and the one `file` part up to the limit of
// its upload, never more. Reading stops, and the answer comes, as soon as the file passes that
// limit (413), its first bytes show a type the upload does not take (415), or the body is not
// well-formed multipart (400). The routes declare the body for the docs and the body limits but
// let nothing parse it: the service reads it (`TUploadBody`) once its own checks have passed.
import busboy from 'busboy';
import { ApiError } from '../errors';
import { checkUpload, fileWatch, type TFileWatch, type TReceivedForm, type TUploadBody } from '../services/uploads';
import { DEFAULT_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './body-limits';

/** Text fields beside the file (a document's kind, a description as JSON): this many at most, */
export const FORM_FIELDS_MAX = 8;
/** each at most this long. */
export const FORM_FIELD_MAX_BYTES = DEFAULT_BODY_LIMIT;
/** All that is not the file (fields, part headers, framing) stops here, however it is sent. */
export const NON_FILE_MAX_BYTES = FORM_FIELDS_MAX * (FORM_FIELD_MAX_BYTES + 1024);

const malformed = (message: string) => new ApiError('BAD_REQUEST', message);
const tooLarge = (message: string, field?: string) =>
  new ApiError('PAYLOAD_TOO_LARGE', message, field ? { [field]: message } : undefined);

type TFileState = { chunks: Buffer[]; size: number; name: string; head: 'ok' | 'more' };

/**
 * Reads a multipart body: its text fields and its `file` part, which `watch` may stop early.
 * At most `maxBody` bytes are pulled from `body`; after a refusal nothing more is (the server
 * drops what the client still sends once the answer is out).
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  watch: TFileWatch,
  maxBody = UPLOAD_BODY_LIMIT,
): Promise<TReceivedForm> {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType))
    throw malformed('Send the upload as multipart/form-data');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fields: FORM_FIELDS_MAX, fieldSize: FORM_FIELD_MAX_BYTES, files: 1, parts: FORM_FIELDS_MAX + 1 },
    });
  } catch {
    throw malformed('The multipart body has no boundary');
  }
  if (!body) throw malformed('The multipart body is empty');

  const fields: Record<string, string> = {};
  let file: TFileState | null = null;
  let failure: unknown = null;
  const fail = (err: unknown) => {
    failure ??= err;
  };

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) return fail(tooLarge(`The form field "${name}" is too long`, name));
    // A text where the file belongs is no file.
    if (name !== 'file') fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    stream.on('error', () => {}); // a body cut short ends the part too: answered below
    if (name !== 'file') {
      stream.resume();
      return fail(malformed(`Send the file in the field "file", not "${name}"`));
    }
    const part: TFileState = (file = { chunks: [], size: 0, name: info.filename ?? '', head: 'more' });
    stream.on('data', (chunk: Buffer) => {
      if (failure) return;
      part.size += chunk.length;
      if (part.size > watch.maxBytes) return fail(watch.tooLarge());
      part.chunks.push(chunk);
      if (part.head === 'ok') return;
      try {
        part.head = watch.firstBytes(part.chunks.length === 1 ? chunk : Buffer.concat(part.chunks));
      } catch (err) {
        fail(err);
      }
    });
  });
  parser.on('filesLimit', () => fail(malformed('Send one file')));
  parser.on('fieldsLimit', () => fail(tooLarge(`The form has more than ${FORM_FIELDS_MAX} fields`)));
  parser.on('partsLimit', () => fail(tooLarge(`The form has more than ${FORM_FIELDS_MAX + 1} parts`)));
  parser.on('error', (err: Error) => fail(malformed(`The multipart body cannot be read (${err.message})`)));
  const closed = new Promise<void>((resolve) => parser.once('close', resolve));

  const reader = body.getReader();
  let pulled = 0;
  try {
    while (!failure) {
      const { done, value } = await reader.read();
      if (done) {
        parser.end();
        await closed;
        break;
      }
      pulled += value.length;
      if (pulled > maxBody) fail(tooLarge('The request body is too large'));
      else await new Promise<void>((resolve) => parser.write(value, () => resolve()));
      if (pulled - ((file as TFileState | null)?.size ?? 0) > NON_FILE_MAX_BYTES)
        fail(tooLarge('The form fields are too large'));
    }
  } catch {
    fail(malformed('The upload was cut off'));
  } finally {
    // Not cancelled: cancelling would close the connection before the answer could be sent.
    reader.releaseLock();
  }
  if (failure) {
    parser.destroy();
    throw failure;
  }
  const got = file as TFileState | null;
  return { fields, file: got && { bytes: Buffer.concat(got.chunks, got.size), name: got.name } };
}

/** The upload of a request, for its service to read once its own checks have passed. */
export function uploadBody(req: Request): TUploadBody {
  let used = false;
  return {
    async read(rule) {
      if (used) throw new Error('An upload is read once');
      used = true;
      const form = await readMultipart(req.body, req.headers.get('content-type') ?? undefined, fileWatch(rule));
      return { ...checkUpload(form.file, rule), fields: form.fields };
    },
  };
}
