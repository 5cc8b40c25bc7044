// The trainings each function requires (schema functionTrainings): planners keep the list per
// function in the company settings; the conflict finder (bookings.ts) checks it on every
// assignment path.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { functions, functionTrainings, trainings } from '../../db/schema';
import type { TAuth } from '../../context';
import { invalidField, notFound } from '../../errors';
import type { TRequiredTrainings, TRequiredTrainingsUpdate } from '../../../domain/planning/required-trainings';

export async function getRequiredTrainings(db: DbOrTx, tenantId: number): Promise<TRequiredTrainings> {
  const [fns, all, links] = await Promise.all([
    db
      .select({ id: functions.id, name: functions.name })
      .from(functions)
      .where(eq(functions.tenantId, tenantId))
      .orderBy(asc(functions.name), asc(functions.id)),
    db
      .select({ id: trainings.id, name: trainings.name })
      .from(trainings)
      .where(eq(trainings.tenantId, tenantId))
      .orderBy(asc(trainings.name), asc(trainings.id)),
    db
      .select({ functionId: functionTrainings.functionId, trainingId: functionTrainings.trainingId })
      .from(functionTrainings)
      .where(eq(functionTrainings.tenantId, tenantId)),
  ]);
  const required = new Set(links.map((l) => `${l.functionId}:${l.trainingId}`));
  return {
    functions: fns.map((f) => ({ ...f, trainings: all.filter((t) => required.has(`${f.id}:${t.id}`)) })),
    trainings: all,
  };
}

/** Replaces the list of one of the tenant's functions; every training must be the tenant's. */
export async function setRequiredTrainings(
  db: Db,
  auth: TAuth,
  functionId: number,
  input: TRequiredTrainingsUpdate,
): Promise<TRequiredTrainings> {
  const { tenantId } = auth;
  const ids = [...new Set(input.trainingIds)];
  await db.transaction(async (tx) => {
    const [fn] = await tx
      .select({ id: functions.id })
      .from(functions)
      .where(and(eq(functions.tenantId, tenantId), eq(functions.id, functionId)))
      .for('update');
    if (!fn) throw notFound('Function');
    const known = ids.length
      ? await tx
          .select({ id: trainings.id })
          .from(trainings)
          .where(and(eq(trainings.tenantId, tenantId), inArray(trainings.id, ids)))
      : [];
    if (known.length !== ids.length) throw invalidField('trainingIds', 'Unknown training');
    await tx
      .delete(functionTrainings)
      .where(and(eq(functionTrainings.tenantId, tenantId), eq(functionTrainings.functionId, functionId)));
    if (ids.length)
      await tx.insert(functionTrainings).values(ids.map((trainingId) => ({ tenantId, functionId, trainingId })));
  });
  return getRequiredTrainings(db, tenantId);
}
