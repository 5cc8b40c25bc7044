// Uploaded files (crew photos, profile pictures, project documents and logos, receipt photos and
// PDFs, the PDF of a document to sign): checked by their size and by the type their own bytes
// show, never by what the browser claims, and stored under a clean name. The one place that
// knows file types, and what each upload may be (`UPLOADS`). The body is streamed
// (`http/multipart.ts`): the watch of `fileWatch` stops it as soon as the file passes its limit or
// its first bytes show a type the upload does not take; `checkUpload` then checks the whole file.
import type { z } from 'zod';
import { ApiError, invalidField, validationError } from '../errors';
import { exceedsSize, imageSize } from './image-size';
import { IMAGE_MAX_SIZE, PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../domain/field-work/photo-limits';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '../../domain/self-service/picture-limits';
import {
  PROJECT_DOCUMENT_MAX_BYTES,
  PROJECT_DOCUMENT_TYPES,
  PROJECT_LOGO_MAX_BYTES,
  PROJECT_LOGO_TYPES,
} from '../../domain/projects/document-limits';
import {
  DOCUMENT_MAX_BYTES as RECEIPT_FILE_MAX_BYTES,
  DOCUMENT_TYPES as RECEIPT_FILE_TYPES,
} from '../../domain/money/document-limits';
import { DOCUMENT_MAX_BYTES as SIGNING_PDF_MAX_BYTES } from '../../domain/paperwork/documents';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type TSniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | typeof DOCX | typeof XLSX;

const EXTENSIONS: Record<TSniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  [DOCX]: 'docx',
  [XLSX]: 'xlsx',
};

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/**
 * The first bytes of each type (null: any byte). Word and Excel files start as any zip does;
 * which they are shows only in the whole file (`officeType`).
 */
const MAGIC: Record<TSniffedType, readonly (number | null)[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
  'application/pdf': ascii('%PDF-'),
  [DOCX]: ZIP_LOCAL_HEADER,
  [XLSX]: ZIP_LOCAL_HEADER,
};

const startsWith = (b: Uint8Array, magic: readonly (number | null)[]) =>
  b.length >= magic.length && magic.every((x, i) => x === null || b[i] === x);
/** Whether bytes that may be only the beginning of a file still agree with `magic`. */
const mayStartWith = (b: Uint8Array, magic: readonly (number | null)[]) =>
  magic.every((x, i) => i >= b.length || x === null || b[i] === x);

/** A Word or Excel file: an Office Open XML zip whose entry names say its kind. */
function officeType(b: Buffer): TSniffedType | null {
  if (b.length < 30 || !startsWith(b, ZIP_LOCAL_HEADER)) return null;
  // Entry names sit in plain text in the local headers and the central directory.
  const text = b.toString('latin1');
  if (!text.includes('[Content_Types].xml')) return null;
  if (text.includes('word/document.xml')) return DOCX;
  if (text.includes('xl/workbook.xml')) return XLSX;
  return null;
}

/** JPEG, PNG, WebP, PDF, Word (.docx) or Excel (.xlsx) by their bytes; null for anything else. */
export function sniffFileType(bytes: Uint8Array): TSniffedType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const)
    if (startsWith(b, MAGIC[type])) return type;
  return officeType(b);
}

/**
 * What the first bytes of a file say about `types`: 'ok' once they begin like one of them,
 * 'more' while too few have come to tell, 'wrong' when they begin like none.
 */
export function firstBytesVerdict(head: Uint8Array, types: readonly TSniffedType[]): 'ok' | 'more' | 'wrong' {
  if (types.some((t) => startsWith(head, MAGIC[t]))) return 'ok';
  return types.some((t) => mayStartWith(head, MAGIC[t])) ? 'more' : 'wrong';
}

/** A file name safe to store and to send back in a header: the base name, plain characters, the right extension. */
export function cleanFileName(name: string, type: TSniffedType, fallback = 'file'): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || fallback}.${EXTENSIONS[type]}`;
}

/** What one upload may be: its types (by their bytes), its size, and how its refusals are worded. */
export type TUploadRule<T extends TSniffedType = TSniffedType> = {
  maxBytes: number;
  types: readonly T[];
  /** 413 on `file` ("The photo is too large (at most 10 MB)"). */
  tooLarge: string;
  /** 415 on `file` ("Upload a JPEG, PNG or WebP image"). */
  wrongType: string;
  /** The stored name when the browser sent none. */
  fallbackName: string;
};

/** Every upload of the API, in one place. */
export const UPLOADS = {
  crewPhoto: {
    maxBytes: PHOTO_MAX_BYTES,
    types: PHOTO_TYPES,
    tooLarge: 'The photo is too large (at most 10 MB)',
    wrongType: 'Upload a JPEG, PNG or WebP image',
    fallbackName: 'photo',
  },
  profilePicture: {
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    types: PROFILE_PICTURE_TYPES,
    tooLarge: 'The picture is too large (at most 5 MB)',
    wrongType: 'Upload a JPEG, PNG or WebP image',
    fallbackName: 'picture',
  },
  projectDocument: {
    maxBytes: PROJECT_DOCUMENT_MAX_BYTES,
    types: PROJECT_DOCUMENT_TYPES,
    tooLarge: 'The file is too large (at most 10 MB)',
    wrongType: 'Upload a PDF, an image (JPEG, PNG, WebP), or a Word (.docx) or Excel (.xlsx) file',
    fallbackName: 'document',
  },
  projectLogo: {
    maxBytes: PROJECT_LOGO_MAX_BYTES,
    types: PROJECT_LOGO_TYPES,
    tooLarge: 'The logo is too large (at most 2 MB)',
    wrongType: 'Upload a PNG or JPEG image',
    fallbackName: 'logo',
  },
  receiptFile: {
    maxBytes: RECEIPT_FILE_MAX_BYTES,
    types: RECEIPT_FILE_TYPES,
    tooLarge: 'The file is too large (at most 10 MB)',
    wrongType: 'Upload a photo (JPEG, PNG, WebP) or a PDF',
    fallbackName: 'receipt',
  },
  signingPdf: {
    maxBytes: SIGNING_PDF_MAX_BYTES,
    types: ['application/pdf'],
    tooLarge: 'The PDF is too large (at most 10 MB)',
    wrongType: 'Upload a PDF file',
    fallbackName: 'document',
  },
} as const satisfies Record<string, TUploadRule>;

/** The file part of a multipart body as the transport hands it over. */
export type TFilePart = { bytes: Buffer; name: string };
/** A multipart body read: its text fields, and its `file` part (null when none came). */
export type TReceivedForm = { fields: Record<string, string>; file: TFilePart | null };

/** What the transport is told while it streams the `file` part. */
export type TFileWatch = {
  maxBytes: number;
  /** Thrown as soon as the file passes `maxBytes`. */
  tooLarge: () => Error;
  /** Given the file's first bytes: 'ok', or 'more' while they cannot tell yet; throws on a type the rule does not take. */
  firstBytes: (head: Uint8Array) => 'ok' | 'more';
};

const tooLarge = (rule: TUploadRule) => new ApiError('PAYLOAD_TOO_LARGE', rule.tooLarge, { file: rule.tooLarge });
const wrongType = (rule: TUploadRule) =>
  new ApiError('UNSUPPORTED_MEDIA_TYPE', rule.wrongType, { file: rule.wrongType });

/** The watch that stops the stream of an upload early: past its size (413), or a wrong type in its first bytes (415). */
export function fileWatch(rule: TUploadRule): TFileWatch {
  return {
    maxBytes: rule.maxBytes,
    tooLarge: () => tooLarge(rule),
    firstBytes: (head) => {
      const verdict = firstBytesVerdict(head, rule.types);
      if (verdict === 'wrong') throw wrongType(rule);
      return verdict;
    },
  };
}

export type TUpload<T extends TSniffedType = TSniffedType> = { bytes: Buffer; type: T; fileName: string };

/**
 * The whole file, checked: present, not empty, at most `maxBytes`, of one of `types` by its bytes
 * (a zip must be a Word or Excel file), and an image no larger than IMAGE_MAX_SIZE by its header.
 */
export function checkUpload<T extends TSniffedType>(file: TFilePart | null, rule: TUploadRule<T>): TUpload<T> {
  if (!file) throw invalidField('file', 'Choose a file to upload', 'required');
  if (file.bytes.length > rule.maxBytes) throw tooLarge(rule);
  if (file.bytes.length === 0) throw invalidField('file', 'The file is empty');
  const type = sniffFileType(file.bytes);
  if (!type || !(rule.types as readonly TSniffedType[]).includes(type)) throw wrongType(rule);
  if (type.startsWith('image/') && exceedsSize(imageSize(file.bytes, type), IMAGE_MAX_SIZE))
    throw invalidField(
      'file',
      `The image has too many pixels (at most ${IMAGE_MAX_SIZE.width} × ${IMAGE_MAX_SIZE.height})`,
    );
  return { bytes: file.bytes, type: type as T, fileName: cleanFileName(file.name, type, rule.fallbackName) };
}

/** The text fields of a multipart body, checked by `schema` (422 naming the field otherwise). */
export function formFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

/**
 * A multipart upload not read yet, handed to the service so that its own checks (rights,
 * quotas, an open record) come before any byte of the body: `read` streams the body under the
 * rule's watch and answers the checked file and the text fields. It reads once.
 */
export type TUploadBody = {
  read<T extends TSniffedType>(rule: TUploadRule<T>): Promise<TUpload<T> & { fields: Record<string, string> }>;
};

/** A file already in memory (the demo data) as an upload, checked by the same rules. */
export const uploadOfBytes = (bytes: Buffer, name: string): TUploadBody => ({
  read: async (rule) => ({ ...checkUpload({ bytes, name }, rule), fields: {} }),
});
