// Payrolls over HTTP: a crew member reads only their own (another's and another tenant's ids
// answer 404), declines an item with feedback (a to-do for the Accountants, due tomorrow,
// priority 1), and downloads the payslip, read back with pdftotext.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { activities, payrollDocuments, payrollItems, payrolls } from '../../db/schema';
import { tenantToday } from '../../services/projects/list';
import { pdfText } from '../../test-support/pdf-text';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { addDays } from '../../../domain/calendar-days';

const { be, tokens, personIds } = withBackend({ as: ['crew', 'crewNl', 'planner', 'office', 'client', 'moyoCrew'] });
type TWho = keyof typeof tokens;
const as = (who: TWho) => ({ token: tokens[who], host: who === 'moyoCrew' ? HOST_MOYO : undefined });

async function payrollsOf(personId: number) {
  return be.db.select().from(payrolls).where(eq(payrolls.personId, personId)).orderBy(payrolls.periodStart);
}
async function openItemOf(status: 'draft' | 'final' | 'paid', personId = personIds.crew) {
  const [row] = await be.db
    .select({ id: payrollItems.id, payrollId: payrolls.id })
    .from(payrollItems)
    .innerJoin(payrolls, eq(payrolls.id, payrollItems.payrollId))
    .where(and(eq(payrolls.personId, personId), eq(payrolls.status, status), isNull(payrollItems.declinedAt)))
    .limit(1);
  return row!;
}
const activityCount = async () => Number((await be.db.select({ n: count() }).from(activities))[0]!.n);

describe('reading payrolls', () => {
  it('gives a crew member their own payrolls of the last six months, newest first, with gross and net', async () => {
    const res = await be.call('GET', '/payrolls', as('crew'));
    expect(res.status).toBe(200);
    const list = res.body.data as Array<{
      person: { id: number };
      status: string;
      grossCents: number;
      netCents: number;
    }>;
    expect(list.length).toBe(6);
    expect(list.every((p) => p.person.id === personIds.crew)).toBe(true);
    expect(list.map((p) => p.status)).toEqual(['draft', 'final', 'paid', 'paid', 'paid', 'paid']);
    expect(list.every((p) => p.grossCents > 0)).toBe(true);
  });

  it('adds the items up to the totals of the payroll', async () => {
    const [first] = await payrollsOf(personIds.crew);
    const res = await be.call('GET', `/payrolls/${first!.id}`, as('crew'));
    expect(res.status).toBe(200);
    const p = res.body.data;
    const sum = (kind: string) =>
      (p.items as Array<{ kind: string; amountCents: number }>)
        .filter((i) => i.kind === kind)
        .reduce((n, i) => n + i.amountCents, 0);
    expect(p.totals.grossCents).toBe(sum('hours') + sum('allowance'));
    expect(p.totals.netCents).toBe(p.totals.grossCents - p.totals.deductionsCents + sum('expense'));
    expect(p.grossCents).toBe(p.totals.grossCents);
    expect(p.documents.map((d: { type: string }) => d.type)).toContain('payslip');
    expect(p.currency).toBe('EUR');
  });

  it("answers 404 for another person's payroll, item and document, and for another tenant's", async () => {
    const [theirs] = await payrollsOf(personIds.crewNl);
    const item = await openItemOf('paid', personIds.crewNl);
    const [doc] = await be.db.select().from(payrollDocuments).where(eq(payrollDocuments.personId, personIds.crewNl));
    for (const path of [
      `/payrolls/${theirs!.id}`,
      `/payrolls/${theirs!.id}/download/payslip`,
      `/payrollItems/${item.id}`,
      `/payrollItems/${item.id}/activities`,
      `/payrollDocuments/${doc!.id}/file`,
      `/persons/${personIds.crewNl}/payrolls`,
    ]) {
      expect([path, (await be.call('GET', path, as('crew'))).status]).toEqual([path, 404]);
      expect([path, (await be.call('GET', path, as('moyoCrew'))).status]).toEqual([path, 404]);
    }
    const filtered = await be.call('GET', `/payrolls?personId=${personIds.crewNl}`, as('crew'));
    expect(filtered.status).toBe(404);
  });

  it('lets planners and office read anyone, and refuses a login without the right', async () => {
    const [theirs] = await payrollsOf(personIds.crewNl);
    expect((await be.call('GET', `/payrolls/${theirs!.id}`, as('planner'))).status).toBe(200);
    const byPerson = await be.call('GET', `/persons/${personIds.crewNl}/payrolls`, as('office'));
    expect(byPerson.status).toBe(200);
    expect(byPerson.body.data).toHaveLength(6);
    expect((await be.call('GET', '/payrolls', as('client'))).status).toBe(403);
    expect((await be.call('GET', `/payrolls/${theirs!.id}`, as('client'))).status).toBe(403);
  });

  it('finds a payroll by its number', async () => {
    const [first] = await payrollsOf(personIds.crew);
    const res = await be.call('GET', `/payrolls?number=${first!.number}`, as('crew'));
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([first!.id]);
  });

  it('filters the payroll documents by type and year', async () => {
    const all = (await be.call('GET', '/payrollDocuments', as('crew'))).body.data as Array<{
      type: string;
      year: number;
    }>;
    expect(all.filter((d) => d.type === 'payslip')).toHaveLength(5);
    expect(all.filter((d) => d.type === 'annualStatement')).toHaveLength(1);
    const year = all.find((d) => d.type === 'annualStatement')!.year;
    const statements = await be.call('GET', `/payrollDocuments?type=annualStatement&year=${year}`, as('crew'));
    expect(statements.body.data).toHaveLength(1);
    expect((await be.call('GET', '/payrollDocuments?type=bonus', as('crew'))).status).toBe(422);
  });
});

describe('declining a payroll item', () => {
  it('records the feedback and gives the Accountants a to-do due tomorrow with priority 1', async () => {
    const { id } = await openItemOf('final');
    const res = await be.call('POST', `/payrollItems/${id}/decline`, {
      ...as('crew'),
      body: { feedback: 'I worked two hours longer: check-out was 23:00.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      declineFeedback: 'I worked two hours longer: check-out was 23:00.',
      canDecline: false,
    });
    const tomorrow = addDays(await tenantToday(be.db, 1), 1);
    expect(res.body.data.activities).toEqual([
      expect.objectContaining({
        recipientGroup: 'Accountants',
        dueDate: tomorrow,
        priority: 1,
        category: 'payroll',
        personParty: { id: personIds.crew, name: 'Sam de Vries' },
        parameters: {
          recipient: 'Accountants',
          dueDate: `${tomorrow.slice(8, 10)}.${tomorrow.slice(5, 7)}.${tomorrow.slice(0, 4)}`,
          priority: 1,
        },
      }),
    ]);
    expect(res.body.data.activities[0].body).toContain('I worked two hours longer');
    const listed = await be.call('GET', `/payrollItems/${id}/activities`, as('crew'));
    expect(listed.body.data.map((a: { id: number }) => a.id)).toEqual([res.body.data.activities[0].id]);
    // The planners' to-do list has it too.
    const todos = await be.call('GET', '/activities?done=false', as('planner'));
    expect(todos.body.data.map((a: { id: number }) => a.id)).toContain(res.body.data.activities[0].id);

    const again = await be.call('POST', `/payrollItems/${id}/decline`, { ...as('crew'), body: { feedback: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('INVALID_TRANSITION');
  });

  it('refuses a paid payroll, an empty feedback and another person, changing nothing', async () => {
    const before = await activityCount();
    const paid = await openItemOf('paid');
    const res = await be.call('POST', `/payrollItems/${paid.id}/decline`, {
      ...as('crew'),
      body: { feedback: 'Wrong rate' },
    });
    expect(res.status).toBe(409);

    const open = await openItemOf('draft');
    const empty = await be.call('POST', `/payrollItems/${open.id}/decline`, {
      ...as('crew'),
      body: { feedback: '  ' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toHaveProperty('feedback');
    expect(empty.body.error.fieldKeys.feedback.key).toBe('required');

    // A planner may read the item but not decline in the crew member's place.
    const planner = await be.call('POST', `/payrollItems/${open.id}/decline`, {
      ...as('planner'),
      body: { feedback: 'No' },
    });
    expect(planner.status).toBe(403);
    const stranger = await be.call('POST', `/payrollItems/${open.id}/decline`, {
      ...as('crewNl'),
      body: { feedback: 'No' },
    });
    expect(stranger.status).toBe(404);
    const client = await be.call('POST', `/payrollItems/${open.id}/decline`, { ...as('client'), body: {} });
    expect(client.status).toBe(403);

    expect(await activityCount()).toBe(before);
    const rows = await be.db
      .select()
      .from(payrollItems)
      .where(inArray(payrollItems.id, [paid.id, open.id]));
    expect(rows.map((r) => r.declinedAt)).toEqual([null, null]);
  });
});

describe('payslip', () => {
  it('downloads as a PDF with the payroll in it, and reads the same the second time', async () => {
    const [first] = await payrollsOf(personIds.crew);
    const get = () =>
      fetch(`${be.url}/api/v1/payrolls/${first!.id}/download/payslip`, {
        headers: { authorization: `Bearer ${tokens.crew}`, 'x-forwarded-host': 'localhost:3000', type: 'MOBILE' },
      });
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`payslip-${first!.number}.pdf`);
    const pdf = Buffer.from(await res.arrayBuffer());
    const text = pdfText(pdf);
    expect(text).toContain('Payslip');
    expect(text).toContain('Sam de Vries');
    expect(text).toContain(String(first!.number));
    expect(text).toContain('Net pay');
    expect(Buffer.from(await (await get()).arrayBuffer()).equals(pdf)).toBe(true);

    const draft = (await payrollsOf(personIds.crew)).find((p) => p.status === 'draft')!;
    expect((await be.call('GET', `/payrolls/${draft.id}/download/payslip`, as('crew'))).status).toBe(404);
  });

  it('downloads the annual statement with its year', async () => {
    const [doc] = await be.db
      .select()
      .from(payrollDocuments)
      .where(and(eq(payrollDocuments.personId, personIds.crew), eq(payrollDocuments.type, 'annualStatement')));
    const res = await fetch(`${be.url}/api/v1/payrollDocuments/${doc!.id}/file`, {
      headers: { authorization: `Bearer ${tokens.crew}`, 'x-forwarded-host': 'localhost:3000', type: 'MOBILE' },
    });
    expect(res.status).toBe(200);
    expect(pdfText(Buffer.from(await res.arrayBuffer()))).toContain(`Annual statement ${doc!.year}`);
  });
});
