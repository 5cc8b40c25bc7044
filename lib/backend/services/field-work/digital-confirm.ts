// The client's digital confirmation that the crew worked on a day (rules §7 digitalConfirm):
// given once per crew and day, by the client, by the crew chief on their device (the client
// types their name), or by a planner.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { digitalConfirmations } from '../../db/schema';
import { ApiError, invalidField } from '../../errors';
import type { TDigitalConfirmation, TDigitalConfirmInput } from '../../../domain/field-work';
import { crewWorksOn, requireCrewRole, type TCrewAccess } from './crew-roles';
import { isUniqueViolation } from '../../db/errors';

type TRow = typeof digitalConfirmations.$inferSelect;
const toConfirmation = (r: TRow): TDigitalConfirmation => ({
  id: r.id,
  date: r.workDate,
  name: r.confirmedByName,
  comment: r.comment,
  confirmedByPersonId: r.confirmedByPersonId,
  confirmedAt: r.confirmedAt.toISOString(),
});

export async function getDigitalConfirmation(
  db: DbOrTx,
  access: TCrewAccess,
  date: string,
): Promise<TDigitalConfirmation | null> {
  requireCrewRole(access, ['client', 'chief', 'planner', 'projectSession']);
  const [row] = await db
    .select()
    .from(digitalConfirmations)
    .where(
      and(
        eq(digitalConfirmations.tenantId, access.auth.tenantId),
        eq(digitalConfirmations.projectCrewId, access.crew.id),
        eq(digitalConfirmations.workDate, date),
      ),
    );
  return row ? toConfirmation(row) : null;
}

export async function confirmDigitally(
  db: DbOrTx,
  access: TCrewAccess,
  input: TDigitalConfirmInput,
): Promise<TDigitalConfirmation> {
  requireCrewRole(
    access,
    ['client', 'chief', 'planner'],
    'Only the client, the crew chief or a planner may confirm the crew',
  );
  if (!(await crewWorksOn(db, access.auth.tenantId, access.crew.id, input.date)))
    throw invalidField('date', `The crew does not work on ${input.date}`);
  const conflict = () => new ApiError('CONFLICT', `The crew is already confirmed for ${input.date}`);
  if (await getDigitalConfirmation(db, access, input.date)) throw conflict();
  try {
    const [row] = await db
      .insert(digitalConfirmations)
      .values({
        tenantId: access.auth.tenantId,
        projectCrewId: access.crew.id,
        workDate: input.date,
        confirmedByPersonId: access.auth.personId,
        confirmedByName: input.name,
        comment: input.comment?.trim() || null,
      })
      .returning();
    return toConfirmation(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict();
    throw err;
  }
}
