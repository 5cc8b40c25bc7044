// Trainings (rules §2 /trainings, right `training`): the courses a person must follow, with
// the status of today (an expired one is done with its expiry past) and those expiring within
// 30 days first. Everyone sees their own; planners anyone's.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { personTrainings, trainings } from '../../db/schema';
import type { TAuth } from '../../context';
import { forbidden } from '../../errors';
import { utcToZonedDate } from '../../../domain/time-zone';
import { expiresSoon, sortTrainings, trainingStatus, type TPersonTraining } from '../../../domain/self-service';
import { isPlanner } from '../access';
import { requirePersonSession } from '../planning/jobs';
import { tenantTimeZone } from '../planning/common';
import { assertOwnOrPlanned } from '../people/own-person';
import { clock } from '../../../domain/clock';

export async function listTrainings(
  db: DbOrTx,
  auth: TAuth,
  q: { personId?: number },
  now = clock.now(),
): Promise<TPersonTraining[]> {
  const personId = q.personId ?? requirePersonSession(auth);
  if (personId !== auth.personId && !isPlanner(auth)) throw forbidden('You may only see your own trainings');
  await assertOwnOrPlanned(db, auth, personId);
  const today = utcToZonedDate(now, await tenantTimeZone(db, auth.tenantId));
  const rows = await db
    .select({ row: personTrainings, training: trainings })
    .from(personTrainings)
    .innerJoin(trainings, eq(trainings.id, personTrainings.trainingId))
    .where(and(eq(personTrainings.tenantId, auth.tenantId), eq(personTrainings.personId, personId)));
  const items = rows.map(({ row, training }) => {
    const status = trainingStatus({ status: row.status, expiresOn: row.expiresOn }, today);
    return {
      id: row.id,
      training: { id: training.id, name: training.name, description: training.description },
      status,
      plannedOn: row.plannedOn,
      completedOn: row.completedOn,
      expiresOn: row.expiresOn,
      expiresSoon: expiresSoon({ status, expiresOn: row.expiresOn }, today),
      name: training.name,
    };
  });
  return sortTrainings(items).map(({ name: _name, ...item }) => item);
}
