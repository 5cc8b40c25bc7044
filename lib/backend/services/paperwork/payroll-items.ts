// One payroll item, its to-dos, and declining it (rules §9, rules "Payroll"): the crew member
// may decline an item of their own payroll with feedback, which creates a to-do for the
// Accountants, due the next day (in the tenant's time zone) with priority 1. A paid payroll and
// an item already declined cannot be declined again.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { activities, payrollItemActivities, payrollItems, payrolls, persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, forbidden, notFound } from '../../errors';
import { personName } from '../people/names';
import { activitiesByIds } from '../activities/activities';
import { tenantToday } from '../projects/list';
import { addDays } from '../../../domain/calendar-days';
import type { TDeclinePayrollItemInput, TPayrollItemDetail } from '../../../domain/paperwork';
import { ownedWhere } from './access';
import { toPayrollItem } from './payrolls';
import { storedActivityText } from '../activities/activity-texts';
import { clock } from '../../../domain/clock';

/** rules §9: payroll item feedback goes to the Accountants, due the next day, priority 1. */
export const PAYROLL_FEEDBACK_RECIPIENT = 'Accountants';
export const PAYROLL_FEEDBACK_PRIORITY = 1;

async function findItem(db: DbOrTx, auth: TAuth, id: number) {
  const [row] = await db
    .select({ item: payrollItems, payroll: payrolls, personName })
    .from(payrollItems)
    .innerJoin(payrolls, eq(payrolls.id, payrollItems.payrollId))
    .innerJoin(persons, eq(persons.id, payrolls.personId))
    .where(
      and(
        eq(payrollItems.id, id),
        eq(payrollItems.tenantId, auth.tenantId),
        ownedWhere(auth, payrolls.tenantId, payrolls.personId),
      ),
    );
  if (!row) throw notFound('Payroll item');
  return row;
}

async function itemActivityIds(db: DbOrTx, itemId: number) {
  const rows = await db
    .select({ id: payrollItemActivities.activityId })
    .from(payrollItemActivities)
    .where(eq(payrollItemActivities.payrollItemId, itemId));
  return rows.map((r) => r.id);
}

export async function getPayrollItem(db: DbOrTx, auth: TAuth, id: number): Promise<TPayrollItemDetail> {
  const { item, payroll, personName: name } = await findItem(db, auth, id);
  return {
    ...toPayrollItem(auth, payroll, item),
    person: { id: payroll.personId, name },
    periodStart: payroll.periodStart,
    periodEnd: payroll.periodEnd,
    activities: await activitiesByIds(db, auth, await itemActivityIds(db, id)),
  };
}

export async function listPayrollItemActivities(db: DbOrTx, auth: TAuth, id: number) {
  await findItem(db, auth, id);
  return activitiesByIds(db, auth, await itemActivityIds(db, id));
}

export async function declinePayrollItem(
  db: Db,
  auth: TAuth,
  id: number,
  input: TDeclinePayrollItemInput,
  now = clock.now(),
): Promise<TPayrollItemDetail> {
  const due = addDays(await tenantToday(db, auth.tenantId, now), 1);
  await db.transaction(async (tx) => {
    const { item, payroll, personName: name } = await findItem(tx, auth, id);
    if (auth.personId !== payroll.personId) throw forbidden('Only the person paid may decline a payroll item');
    if (payroll.status === 'paid')
      throw new ApiError(
        'INVALID_TRANSITION',
        `Payroll ${payroll.number} is paid: its items can no longer be declined`,
      );
    // Only a still-open item is declined: of two declines at once, one wins.
    const [declined] = await tx
      .update(payrollItems)
      .set({ declinedAt: now, declineFeedback: input.feedback })
      .where(
        and(eq(payrollItems.id, item.id), eq(payrollItems.tenantId, auth.tenantId), isNull(payrollItems.declinedAt)),
      )
      .returning({ declinedAt: payrollItems.declinedAt });
    if (!declined) throw new ApiError('INVALID_TRANSITION', 'This payroll item is already declined');
    const [todo] = await tx
      .insert(activities)
      .values({
        tenantId: auth.tenantId,
        ...(await storedActivityText(tx, auth.tenantId, {
          key: 'payrollItemDeclined',
          values: {
            name,
            payroll: String(payroll.number),
            periodStart: payroll.periodStart,
            periodEnd: payroll.periodEnd,
            description: item.description,
            workDate: item.workDate,
            amountCents: item.amountCents,
            currency: payroll.currency,
            feedback: input.feedback,
          },
        })),
        category: 'payroll',
        recipientGroup: PAYROLL_FEEDBACK_RECIPIENT,
        dueDate: due,
        priority: PAYROLL_FEEDBACK_PRIORITY,
        personPartyId: payroll.personId,
      })
      .returning({ id: activities.id });
    await tx.insert(payrollItemActivities).values({ payrollItemId: item.id, activityId: todo!.id });
  });
  return getPayrollItem(db, auth, id);
}
