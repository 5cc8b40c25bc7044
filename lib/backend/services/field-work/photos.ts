// Photos of the work, uploaded per crew (DOMAIN.md "On the day"). The type is taken from
// the file's first bytes, not from what the browser claims; new photos wait for a planner's
// approval (SPEC §4).
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crewPhotos, persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, invalidField, notFound } from '../../errors';
import { PHOTO_MAX_BYTES, type TCrewPhoto, type TPhotoStatus, type TPhotoType } from '../../../domain/field-work';
import { callerPersonId, getCrewAccess, requireCrewRole, type TCrewAccess } from './crew-roles';
import { personName } from '../people/names';
import { requirePlanner } from '../access';

const VIEWERS = ['member', 'chief', 'planner'] as const;

/** JPEG, PNG or WebP by magic bytes; null for anything else. */
export function sniffImageType(bytes: Uint8Array): TPhotoType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 16));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

const EXTENSIONS: Record<TPhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** A file name safe to store and to send back in a header: the base name, plain characters, the right extension. */
export function cleanFileName(name: string, type: TPhotoType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'photo'}.${EXTENSIONS[type]}`;
}

const photoColumns = {
  id: crewPhotos.id,
  projectCrewId: crewPhotos.projectCrewId,
  fileName: crewPhotos.fileName,
  mimeType: crewPhotos.mimeType,
  sizeBytes: crewPhotos.sizeBytes,
  status: crewPhotos.status,
  uploadedByPersonId: crewPhotos.uploadedByPersonId,
  uploadedByName: personName,
  createdAt: crewPhotos.createdAt,
  reviewedAt: crewPhotos.reviewedAt,
};
type TPhotoRow = { createdAt: Date; reviewedAt: Date | null } & Omit<TCrewPhoto, 'createdAt' | 'reviewedAt'>;
const toPhoto = (r: TPhotoRow): TCrewPhoto => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

async function photoById(db: DbOrTx, tenantId: number, id: number): Promise<TCrewPhoto> {
  const [row] = await db
    .select(photoColumns)
    .from(crewPhotos)
    .innerJoin(persons, eq(persons.id, crewPhotos.uploadedByPersonId))
    .where(and(eq(crewPhotos.id, id), eq(crewPhotos.tenantId, tenantId)));
  if (!row) throw notFound('Photo');
  return toPhoto(row);
}

export async function uploadPhoto(db: DbOrTx, access: TCrewAccess, file: unknown): Promise<TCrewPhoto> {
  requireCrewRole(access, VIEWERS);
  const me = callerPersonId(access);
  if (!(file instanceof Blob)) throw invalidField('file', 'Choose a photo to upload');
  if (file.size > PHOTO_MAX_BYTES)
    throw new ApiError('PAYLOAD_TOO_LARGE', 'The photo is too large (at most 10 MB)', { file: 'At most 10 MB' });
  if (file.size === 0) throw invalidField('file', 'The file is empty');
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type)
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Upload a JPEG, PNG or WebP image', {
      file: 'Only JPEG, PNG or WebP images',
    });
  const name = file instanceof File ? file.name : '';
  const [row] = await db
    .insert(crewPhotos)
    .values({
      tenantId: access.auth.tenantId,
      projectCrewId: access.crew.id,
      uploadedByPersonId: me,
      fileName: cleanFileName(name, type),
      mimeType: type,
      sizeBytes: bytes.length,
      data: bytes,
    })
    .returning({ id: crewPhotos.id });
  return photoById(db, access.auth.tenantId, row!.id);
}

export async function listPhotos(db: DbOrTx, access: TCrewAccess): Promise<TCrewPhoto[]> {
  requireCrewRole(access, VIEWERS);
  const rows = await db
    .select(photoColumns)
    .from(crewPhotos)
    .innerJoin(persons, eq(persons.id, crewPhotos.uploadedByPersonId))
    .where(and(eq(crewPhotos.tenantId, access.auth.tenantId), eq(crewPhotos.projectCrewId, access.crew.id)))
    .orderBy(desc(crewPhotos.createdAt), desc(crewPhotos.id));
  return rows.map(toPhoto);
}

/** The bytes, for those who may see the crew's photos (404 like a missing photo otherwise). */
export async function photoFile(db: DbOrTx, auth: TAuth, id: number) {
  const [row] = await db
    .select({
      crewId: crewPhotos.projectCrewId,
      data: crewPhotos.data,
      mimeType: crewPhotos.mimeType,
      fileName: crewPhotos.fileName,
    })
    .from(crewPhotos)
    .where(and(eq(crewPhotos.id, id), eq(crewPhotos.tenantId, auth.tenantId)));
  if (!row) throw notFound('Photo');
  const access = await getCrewAccess(db, auth, row.crewId).catch(() => {
    throw notFound('Photo');
  });
  requireCrewRole(access, VIEWERS);
  return row;
}

export async function reviewPhoto(
  db: DbOrTx,
  auth: TAuth,
  id: number,
  status: Exclude<TPhotoStatus, 'pending'>,
): Promise<TCrewPhoto> {
  await photoById(db, auth.tenantId, id);
  requirePlanner(auth);
  await db
    .update(crewPhotos)
    .set({ status, reviewedByPersonId: auth.personId, reviewedAt: new Date() })
    .where(and(eq(crewPhotos.id, id), eq(crewPhotos.tenantId, auth.tenantId)));
  return photoById(db, auth.tenantId, id);
}
