// Crew ratings (rules "On the day"): after the job, the crew chief or a planner rates
// each crew member 1 to 5; one rating per person per crew, changed by rating again.
import { and, desc, eq, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { assignments, crewRatings, persons, projectCrewItems, projectCrews, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, invalidField, notFound } from '../../errors';
import type { TCrewRating, TRatingInput } from '../../../domain/field-work';
import { crewJobsOf } from '../planning/crew-jobs';
import { nameOf, personName } from '../people/names';
import { callerPersonId, hasCrewRole, requireCrewRole, type TCrewAccess } from './crew-roles';
import { clock } from '../../../domain/clock';

const rater = alias(persons, 'rater');
const ratingColumns = {
  id: crewRatings.id,
  projectCrewId: crewRatings.projectCrewId,
  crewName: projectCrews.name,
  projectNumber: projects.number,
  projectName: projects.name,
  personId: crewRatings.personId,
  name: personName,
  rating: crewRatings.rating,
  comment: crewRatings.comment,
  ratedByPersonId: crewRatings.ratedByPersonId,
  ratedByName: nameOf(rater),
  pending: crewRatings.pending,
  updatedAt: crewRatings.updatedAt,
};

function ratingsQuery(db: DbOrTx) {
  return db
    .select(ratingColumns)
    .from(crewRatings)
    .innerJoin(projectCrews, eq(projectCrews.id, crewRatings.projectCrewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .innerJoin(persons, eq(persons.id, crewRatings.personId))
    .innerJoin(rater, eq(rater.id, crewRatings.ratedByPersonId));
}
const toRating = (r: Omit<TCrewRating, 'updatedAt'> & { updatedAt: Date }): TCrewRating => ({
  ...r,
  updatedAt: r.updatedAt.toISOString(),
});

export async function listCrewRatings(db: DbOrTx, access: TCrewAccess): Promise<TCrewRating[]> {
  requireCrewRole(access, ['chief', 'planner']);
  const rows = await ratingsQuery(db)
    .where(and(eq(crewRatings.tenantId, access.auth.tenantId), eq(crewRatings.projectCrewId, access.crew.id)))
    .orderBy(persons.lastName, persons.firstName);
  return rows.map(toRating);
}

export async function rateCrewMember(
  db: DbOrTx,
  access: TCrewAccess,
  input: TRatingInput,
  now = clock.now(),
): Promise<TCrewRating> {
  requireCrewRole(access, ['chief', 'planner'], 'Only the crew chief or a planner may rate crew members');
  const me = callerPersonId(access);
  const { tenantId } = access.auth;
  const [shift] = await db
    .select({ endsAt: max(projectCrewItems.endsAt) })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .where(and(crewJobsOf(tenantId, access.crew.id), eq(assignments.personId, input.personId)));
  if (!shift?.endsAt) throw invalidField('personId', 'This person is not a member of the crew');
  if (new Date(shift.endsAt).getTime() > now.getTime()) {
    throw new ApiError('CONFLICT', 'A crew member can be rated only after their shift has ended');
  }
  const comment = input.comment?.trim() || null;
  // A crew chief rating themself needs a planner's approval; a planner's rating counts at once.
  const pending = !hasCrewRole(access, ['planner']) && input.personId === me;
  await db
    .insert(crewRatings)
    .values({
      tenantId,
      projectCrewId: access.crew.id,
      personId: input.personId,
      ratedByPersonId: me,
      rating: input.rating,
      comment,
      pending,
    })
    .onConflictDoUpdate({
      target: [crewRatings.projectCrewId, crewRatings.personId],
      set: { rating: input.rating, comment, ratedByPersonId: me, updatedAt: now, pending },
    });
  const [row] = await ratingsQuery(db).where(
    and(
      eq(crewRatings.tenantId, tenantId),
      eq(crewRatings.projectCrewId, access.crew.id),
      eq(crewRatings.personId, input.personId),
    ),
  );
  return toRating(row!);
}

/** A person's ratings over all crews (planners). */
export async function personRatings(db: DbOrTx, auth: TAuth, personId: number): Promise<TCrewRating[]> {
  const [person] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.id, personId), eq(persons.tenantId, auth.tenantId)));
  if (!person) throw notFound('Person');
  const rows = await ratingsQuery(db)
    .where(and(eq(crewRatings.tenantId, auth.tenantId), eq(crewRatings.personId, personId)))
    .orderBy(desc(crewRatings.updatedAt), desc(crewRatings.id));
  return rows.map(toRating);
}

/** A planner approves a rating a crew chief gave themself. */
export async function approveRating(db: DbOrTx, auth: TAuth, id: number): Promise<TCrewRating> {
  const [row] = await db
    .update(crewRatings)
    .set({ pending: false })
    .where(and(eq(crewRatings.id, id), eq(crewRatings.tenantId, auth.tenantId)))
    .returning({ id: crewRatings.id });
  if (!row) throw notFound('Rating');
  const [rating] = await ratingsQuery(db).where(eq(crewRatings.id, id));
  return toRating(rating!);
}
