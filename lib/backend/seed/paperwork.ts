// Paperwork of the demo: document types, a staff contract for every crew member,
// their payrolls of the last six months (payrolls.ts), documents to sign (paperwork-documents.ts)
// and a questionnaire with the demo crew member's signed feedback. Deterministic and anchored on
// today like the rest. Runs after the planning and field-work seeds, whose people and jobs it reads.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  activities,
  documentTypes,
  forms,
  payrollItemActivities,
  payrollItems,
  payrolls,
  personFunctions,
  persons,
  staffContracts,
  tenants,
} from '../db/schema';
import { addDays } from '../../domain/calendar-days';
import type { TFormQuestion } from '../../domain/field-work';
import { monthStart } from '../../domain/paperwork/calendar';
import { saveFormAnswers, signFormPerform } from '../services/paperwork/forms-perform';
import { drawSignaturePng, pngDataUrl } from '../services/field-work/png';
import type { TSeedTenant } from './base';
import { insertIds, SEED_TIME_ZONE } from './context';
import { createRandom } from './random';
import { seedPayrolls } from './payrolls';
import { seedDocuments, userAuth } from './paperwork-documents';
import { clock } from '../../domain/clock';
import { personName } from '../services/people/names';
import { storedActivityText } from '../services/activities/activity-texts';

export const DOCUMENT_TYPES = [
  'Employment contract',
  'Confidentiality agreement',
  'Code of conduct',
  'Service agreement',
];

const PAYROLL_DETAILS: TFormQuestion[] = [
  { id: 'iban', label: 'Bank account (IBAN) for your pay', type: 'text', required: true },
  { id: 'taxCredit', label: 'Should we apply your wage tax credit?', type: 'yesNo', required: true },
  {
    id: 'payslipLanguage',
    label: 'Language of your payslip',
    type: 'choice',
    options: ['English', 'Nederlands', 'Deutsch'],
    required: true,
  },
  { id: 'hoursPerWeek', label: 'Hours you would like to work per week', type: 'number', required: false },
  { id: 'emergencyContact', label: 'Emergency contact (name and phone)', type: 'text', required: true },
];

/** Everyone with a crew function: the crew members of the tenant. */
async function crewOf(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: persons.id })
    .from(persons)
    .innerJoin(personFunctions, eq(personFunctions.personId, persons.id))
    .where(and(eq(persons.tenantId, tenantId), isNull(persons.contactId)))
    .orderBy(persons.id);
  return rows.map((r) => r.id);
}

async function seedContracts(
  db: Db,
  t: TSeedTenant,
  crew: number[],
  demo: number[],
  today: string,
  rnd: ReturnType<typeof createRandom>,
) {
  return insertIds(
    db,
    staffContracts,
    crew.map((personId) => {
      const isDemo = demo.includes(personId);
      const weekly = !isDemo && rnd.chance(0.2);
      // The demo logins started on the 1st of the month eight months ago; the others at some
      // point in the last three years.
      const start = isDemo
        ? (() => {
            const d = new Date(`${monthStart(today)}T12:00:00Z`);
            d.setUTCMonth(d.getUTCMonth() - 8);
            return d.toISOString().slice(0, 10);
          })()
        : addDays(today, -rnd.int(40, 1100));
      return {
        tenantId: t.tenantId,
        personId,
        companyId: t.companyId,
        title: weekly ? 'On-call contract (weekly hours)' : 'Flexible employment contract',
        startDate: start,
        endDate: rnd.chance(0.15) ? addDays(today, rnd.int(30, 300)) : null,
        periodType: weekly ? ('week' as const) : ('month' as const),
        quotaMinutes: isDemo ? 96 * 60 : weekly ? 60 * rnd.int(12, 32) : 60 * 8 * rnd.int(8, 20),
        dayMinutes: 480,
        vacationDaysPerYear: isDemo ? 25 : rnd.pick([20, 22, 25]),
      };
    }),
  );
}

/** One declined item on the demo crew member's final payroll, with the Accountants' to-do. */
async function declineOne(db: Db, tenantId: number, payrollId: number, personId: number, today: string) {
  const [item] = await db
    .select()
    .from(payrollItems)
    .where(and(eq(payrollItems.payrollId, payrollId), eq(payrollItems.kind, 'hours')))
    .orderBy(payrollItems.id)
    .limit(1);
  if (!item) return;
  const feedback = 'I worked until 23:30 that night, not the hours on the schedule. The crew chief can confirm.';
  await db
    .update(payrollItems)
    .set({ declinedAt: new Date(clock.nowMs() - 2 * 86_400_000), declineFeedback: feedback })
    .where(eq(payrollItems.id, item.id));
  const [payroll] = await db.select().from(payrolls).where(eq(payrolls.id, payrollId));
  const [person] = await db.select({ name: personName }).from(persons).where(eq(persons.id, personId));
  const [todo] = await db
    .insert(activities)
    .values({
      tenantId,
      // Worded as the product words a decline (services/paperwork/payroll-items.ts).
      ...(await storedActivityText(db, tenantId, {
        key: 'payrollItemDeclined',
        values: {
          name: person!.name,
          payroll: String(payroll!.number),
          periodStart: payroll!.periodStart,
          periodEnd: payroll!.periodEnd,
          description: item.description,
          workDate: item.workDate,
          amountCents: item.amountCents,
          currency: payroll!.currency,
          feedback,
        },
      })),
      category: 'payroll',
      recipientGroup: 'Accountants',
      dueDate: addDays(today, -1),
      priority: 1,
      personPartyId: personId,
    })
    .returning({ id: activities.id });
  await db.insert(payrollItemActivities).values({ payrollItemId: item.id, activityId: todo!.id });
}

export async function seedPaperwork(db: Db, tenantsToSeed: readonly TSeedTenant[]): Promise<void> {
  const today = clock.today(SEED_TIME_ZONE);
  for (const [k, t] of tenantsToSeed.entries()) {
    const rnd = createRandom(120 + k);
    const [tenant] = await db.select({ currency: tenants.currency }).from(tenants).where(eq(tenants.id, t.tenantId));
    const typeIds = await insertIds(
      db,
      documentTypes,
      DOCUMENT_TYPES.map((name) => ({ tenantId: t.tenantId, name })),
    );
    const crew = await crewOf(db, t.tenantId);
    const demo = ['crew@example.com', 'chief@example.com', 'crew.nl@example.com'].flatMap((u) =>
      t.users[u] ? [t.users[u].personId] : [],
    );
    const contractIds = await seedContracts(db, t, crew, demo, today, rnd);
    const payrolls = await seedPayrolls(db, {
      tenantId: t.tenantId,
      companyId: t.companyId,
      crew,
      demo,
      today,
      rnd,
      currency: tenant?.currency ?? 'EUR',
    });
    const crewLogin = t.users['crew@example.com']?.personId;
    const final = payrolls.find((p) => p.personId === crewLogin && p.status === 'final');
    if (final && crewLogin !== undefined) await declineOne(db, t.tenantId, final.id, crewLogin, today);
    if (k !== 0) continue;

    await seedDocuments(db, t, {
      typeIds: Object.fromEntries(DOCUMENT_TYPES.map((name, i) => [name, typeIds[i]!])),
      contracts: crew.map((personId, i) => ({ personId, id: contractIds[i]! })),
      demo,
      today,
      others: crew.filter((p) => !demo.includes(p)).slice(0, 6),
    });
    await seedForms(db, t, today);
  }
}

/** The payroll details questionnaire (open for the demo crew member), and their signed feedback. */
async function seedForms(db: Db, t: TSeedTenant, today: string) {
  await db
    .insert(forms)
    .values({ tenantId: t.tenantId, name: 'Payroll details', kind: 'questionnaire', questions: PAYROLL_DETAILS });
  const sam = t.users['crew@example.com']?.personId;
  if (sam === undefined) return;
  const [feedback] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.tenantId, t.tenantId), eq(forms.name, 'Crew feedback')));
  if (!feedback) return;
  const auth = userAuth(t.tenantId, sam, ['crew']);
  await saveFormAnswers(db, auth, {
    formId: feedback.id,
    answers: {
      overall: 'Great',
      briefed: true,
      hours: 1,
      remarks: 'The new loading dock made the build-up much easier.',
    },
  });
  await signFormPerform(
    db,
    auth,
    feedback.id,
    { signerName: 'Sam de Vries', signature: pngDataUrl(drawSignaturePng(41)) },
    new Date(`${addDays(today, -3)}T15:20:00Z`),
  );
}
