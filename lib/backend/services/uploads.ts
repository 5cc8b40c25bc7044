// Uploaded files (crew photos, profile pictures, project documents and logos, receipt photos and
// PDFs): checked by their size and by the type their own bytes show, never by what the browser
// claims, and stored under a clean name. The one place that knows file types.
import { ApiError, invalidField } from '../errors';
import { exceedsSize, imageSize } from './image-size';
import { IMAGE_MAX_SIZE } from '../../domain/field-work/photo-limits';

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

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const satisfies readonly TSniffedType[];

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A Word or Excel file: an Office Open XML zip whose entry names say its kind. */
function officeType(b: Buffer): TSniffedType | null {
  if (b.length < 30 || !b.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return null;
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
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  if (b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return officeType(b);
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

export type TUpload<T extends TSniffedType = TSniffedType> = { bytes: Buffer; type: T; fileName: string };

/**
 * The multipart field `file`, checked: present, not empty, at most `maxBytes`, and of one of
 * `types` by its bytes. `tooLarge` and `wrongType` word the answers ("Upload a JPEG, PNG or WebP image").
 */
export async function readUpload<T extends TSniffedType>(
  file: unknown,
  o: { maxBytes: number; types: readonly T[]; tooLarge: string; wrongType: string; fallbackName: string },
): Promise<TUpload<T>> {
  if (!(file instanceof Blob)) throw invalidField('file', 'Choose a file to upload', 'required');
  if (file.size > o.maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE', o.tooLarge, { file: o.tooLarge });
  if (file.size === 0) throw invalidField('file', 'The file is empty');
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffFileType(bytes);
  if (!type || !(o.types as readonly TSniffedType[]).includes(type))
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', o.wrongType, { file: o.wrongType });
  if (type.startsWith('image/') && exceedsSize(imageSize(bytes, type), IMAGE_MAX_SIZE))
    throw invalidField(
      'file',
      `The image has too many pixels (at most ${IMAGE_MAX_SIZE.width} × ${IMAGE_MAX_SIZE.height})`,
    );
  const name = file instanceof File ? file.name : '';
  return { bytes, type: type as T, fileName: cleanFileName(name, type, o.fallbackName) };
}
