// Photos of the work, uploaded per crew (rules "On the day"). The type is taken from
// the file's first bytes, not from what the browser claims; new photos wait for a planner's
// approval (rules §4).
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crewPhotos, persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, notFound } from '../../errors';
import { takeAttempt } from '../limits/attempts';
import { UPLOADS, type TUploadBody } from '../uploads';
import { PHOTOS_PER_CREW_DAY, PHOTOS_PER_MINUTE, type TCrewPhoto, type TPhotoStatus } from '../../../domain/field-work';
import { callerPersonId, getCrewAccess, requireCrewRole, type TCrewAccess } from './crew-roles';
import { personName } from '../people/names';
import { clock } from '../../../domain/clock';
import { actionTimeOf } from '../device-time';

const VIEWERS = ['member', 'chief', 'planner'] as const;

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

/** A person's photos per crew day and per minute (a rate counted atomically before the upload is read). */
async function assertPhotoQuota(db: DbOrTx, access: TCrewAccess, personId: number) {
  const tenantId = access.auth.tenantId;
  const rate = await takeAttempt(db, tenantId, `photos:person:${personId}`, {
    max: PHOTOS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!rate.allowed)
    throw new ApiError('QUOTA_EXCEEDED', `At most ${PHOTOS_PER_MINUTE} photos a minute`, undefined, {
      retryAfterSeconds: rate.retryAfterSeconds,
    });
  const [row] = await db
    .select({ n: count() })
    .from(crewPhotos)
    .where(
      and(
        eq(crewPhotos.tenantId, tenantId),
        eq(crewPhotos.projectCrewId, access.crew.id),
        eq(crewPhotos.uploadedByPersonId, personId),
      ),
    );
  if ((row?.n ?? 0) >= PHOTOS_PER_CREW_DAY)
    throw new ApiError('QUOTA_EXCEEDED', `At most ${PHOTOS_PER_CREW_DAY} photos per person and crew day`);
}

/** A photo, dated by the form field `at` when the device's offline queue sends it later. */
export async function uploadPhoto(
  db: DbOrTx,
  access: TCrewAccess,
  body: TUploadBody,
  now = clock.now(),
): Promise<TCrewPhoto> {
  requireCrewRole(access, VIEWERS);
  const me = callerPersonId(access);
  await assertPhotoQuota(db, access, me);
  const upload = await body.read(UPLOADS.crewPhoto);
  const createdAt = actionTimeOf(upload.fields.at, now);
  const [row] = await db
    .insert(crewPhotos)
    .values({
      tenantId: access.auth.tenantId,
      projectCrewId: access.crew.id,
      uploadedByPersonId: me,
      fileName: upload.fileName,
      mimeType: upload.type,
      sizeBytes: upload.bytes.length,
      data: upload.bytes,
      createdAt,
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
  await db
    .update(crewPhotos)
    .set({ status, reviewedByPersonId: auth.personId, reviewedAt: clock.now() })
    .where(and(eq(crewPhotos.id, id), eq(crewPhotos.tenantId, auth.tenantId)));
  return photoById(db, auth.tenantId, id);
}
