// Profile pictures (rules §4: uploaded photos await approval). The owner (or a planner) uploads;
// planners approve or reject; the newest approved picture is the person's picture, and that one
// anyone signed in to the tenant may see (the public profile). A new upload replaces one that
// is still waiting, so planners only ever review the latest.
import { and, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { persons, profilePictures } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, notFound } from '../../errors';
import { isPlanner } from '../access';
import { personName } from '../people/names';
import { UPLOADS, type TUploadBody } from '../uploads';
import { assertOwnOrPlanned } from '../people/own-person';
import type { TProfilePicture } from '../../../domain/self-service';
import { clock } from '../../../domain/clock';

/** The id of the person's current picture: the newest approved one. */
export const currentPictureId = (personId: AnyPgColumn) => {
  // Qualified by hand: drizzle writes a column of a single-table select bare, which inside
  // this subquery would name the subquery's own column.
  const outer = sql.raw(`"${getTableName(personId.table)}"."${personId.name}"`);
  return sql<number | null>`(select pp.id from ${profilePictures} pp
    where pp.person_id = ${outer} and pp.status = 'approved'
    order by pp.reviewed_at desc nulls last, pp.id desc limit 1)`;
};

const columns = {
  id: profilePictures.id,
  personId: profilePictures.personId,
  personName,
  status: profilePictures.status,
  mimeType: profilePictures.mimeType,
  sizeBytes: profilePictures.sizeBytes,
  createdAt: profilePictures.createdAt,
  reviewedAt: profilePictures.reviewedAt,
  currentId: currentPictureId(profilePictures.personId),
};

type TRow = { createdAt: Date; reviewedAt: Date | null; currentId: number | null } & Omit<
  TProfilePicture,
  'createdAt' | 'reviewedAt' | 'current' | 'mimeType'
> & { mimeType: string };

const toPicture = ({ currentId, ...r }: TRow): TProfilePicture => ({
  ...r,
  mimeType: r.mimeType as TProfilePicture['mimeType'],
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  current: currentId === r.id,
});

const selectPictures = (db: DbOrTx) =>
  db.select(columns).from(profilePictures).innerJoin(persons, eq(persons.id, profilePictures.personId));

async function pictureById(db: DbOrTx, tenantId: number, id: number): Promise<TProfilePicture> {
  const [row] = await selectPictures(db).where(and(eq(profilePictures.id, id), eq(profilePictures.tenantId, tenantId)));
  if (!row) throw notFound('Profile picture');
  return toPicture(row);
}

export async function uploadProfilePicture(db: Db, auth: TAuth, personId: number, body: TUploadBody) {
  await assertOwnOrPlanned(db, auth, personId);
  const { bytes, type } = await body.read(UPLOADS.profilePicture);
  const id = await db.transaction(async (tx) => {
    await tx
      .delete(profilePictures)
      .where(
        and(
          eq(profilePictures.tenantId, auth.tenantId),
          eq(profilePictures.personId, personId),
          eq(profilePictures.status, 'pending'),
        ),
      );
    const [row] = await tx
      .insert(profilePictures)
      .values({
        tenantId: auth.tenantId,
        personId,
        uploadedByPersonId: auth.personId ?? personId,
        mimeType: type,
        sizeBytes: bytes.length,
        data: bytes,
      })
      .returning({ id: profilePictures.id });
    return row!.id;
  });
  return pictureById(db, auth.tenantId, id);
}

export async function listProfilePictures(db: DbOrTx, auth: TAuth, personId: number): Promise<TProfilePicture[]> {
  await assertOwnOrPlanned(db, auth, personId);
  const rows = await selectPictures(db)
    .where(and(eq(profilePictures.tenantId, auth.tenantId), eq(profilePictures.personId, personId)))
    .orderBy(desc(profilePictures.createdAt), desc(profilePictures.id));
  return rows.map(toPicture);
}

/** Pictures waiting for a planner, oldest first. */
export async function listPendingPictures(db: DbOrTx, auth: TAuth): Promise<TProfilePicture[]> {
  const rows = await selectPictures(db)
    .where(and(eq(profilePictures.tenantId, auth.tenantId), eq(profilePictures.status, 'pending')))
    .orderBy(profilePictures.createdAt, profilePictures.id);
  return rows.map(toPicture);
}

/**
 * The bytes. The person's current (approved) picture: anyone with a personal login of the
 * tenant. Any other: the person and planners. Everything else looks missing.
 */
export async function profilePictureFile(db: DbOrTx, auth: TAuth, personId: number, pictureId: number) {
  const [row] = await db
    .select({
      data: profilePictures.data,
      mimeType: profilePictures.mimeType,
      currentId: currentPictureId(profilePictures.personId),
    })
    .from(profilePictures)
    .where(
      and(
        eq(profilePictures.id, pictureId),
        eq(profilePictures.personId, personId),
        eq(profilePictures.tenantId, auth.tenantId),
      ),
    );
  if (!row || auth.type !== 'user') throw notFound('Profile picture');
  if (row.currentId !== pictureId && !isPlanner(auth) && auth.personId !== personId) throw notFound('Profile picture');
  return row;
}

/** A planner's decision; a decision may be taken back (approved → rejected and back). */
export async function reviewProfilePicture(
  db: DbOrTx,
  auth: TAuth,
  pictureId: number,
  action: 'approve' | 'reject',
  now = clock.now(),
): Promise<TProfilePicture> {
  const picture = await pictureById(db, auth.tenantId, pictureId);
  const status = action === 'approve' ? 'approved' : 'rejected';
  if (picture.status === status) throw new ApiError('INVALID_TRANSITION', `This picture is already ${status}`);
  await db
    .update(profilePictures)
    .set({ status, reviewedByPersonId: auth.personId, reviewedAt: now })
    .where(and(eq(profilePictures.id, pictureId), eq(profilePictures.tenantId, auth.tenantId)));
  return pictureById(db, auth.tenantId, pictureId);
}
