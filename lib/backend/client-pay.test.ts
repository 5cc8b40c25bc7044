// What a client reads of the crew's pay. Clients see charged hours only (rules "On the day"):
// their delivery note carries no `paidMinutes` at all (not even as null), and a crew chief
// sheet the chief mails, Paid column and all, is kept in the office's mailbox, never the client's.
// The sweep calls every GET route as a client and as a project (PID) session, so a new answer
// that carries pay is caught without being named here.
import { desc, eq } from 'drizzle-orm';
import { outgoingMailAttachments, outgoingMails } from './db/schema';
import { ZCrewDocument } from '../domain/field-work';
import { drawSignaturePng, pngDataUrl } from './services/field-work/png';
import { insertCheck } from './test-support/fixtures';
import { pdfText } from './test-support/pdf-text';
import { crewWithChiefAndMembers, type TTestCrew } from './test-support/scenarios';
import { getRoutes, routeUrl, seededIds, isEventStream } from './test-support/seeded-routes';
import { withBackend } from './test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'chief', 'crew', 'client', 'office'] });
const D = '2026-03-11';
let crew: TTestCrew;
const path = (p: string) => `/projectCrews/${crew.crewId}/${p}`;
const signature = pngDataUrl(drawSignaturePng(3));
const pdfOf = async (url: string, token: string) => {
  const res = await fetch(`${be.url}/api/v1${url}`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': 'localhost:3000' },
  });
  return new Uint8Array(await res.arrayBuffer());
};

/** Fields that tell what the crew is paid: paid hours, pay rates, wages, payrolls. */
const PAY_FIELD = /^paid(Minutes|Hours)$|hourlyPaid|wage|salar|payroll|payRate/i;
function payFields(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => payFields(v, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(PAY_FIELD.test(k) ? [`${at}.${k}`] : []),
    ...payFields(v, `${at}.${k}`),
  ]);
}

beforeAll(async () => {
  crew = await crewWithChiefAndMembers(be, { chiefId: personIds.chief, members: [personIds.crew], date: D });
  await insertCheck(be, crew, personIds.crew, D, {
    inAt: `${D}T07:00:00Z`,
    outAt: `${D}T16:00:00Z`,
    paidMinutes: 517,
    chargedMinutes: 540,
  });
});

describe("the client's delivery note", () => {
  it('has charged minutes and no paid-minute field at all; the planner reads both', async () => {
    const client = await be.call('GET', path(`deliveryNote?date=${D}`), { token: tokens.client });
    expect(client.status).toBe(200);
    expect(ZCrewDocument.safeParse(client.body.data).success).toBe(true);
    expect(client.body.data.lines).toEqual([expect.objectContaining({ chargedMinutes: 540 })]);
    expect(client.body.data.totals).toEqual({ chargedMinutes: 540 });
    expect(payFields(client.body)).toEqual([]);

    const planner = await be.call('GET', path(`deliveryNote?date=${D}`), { token: tokens.planner });
    expect(ZCrewDocument.safeParse(planner.body.data).success).toBe(true);
    expect(planner.body.data.lines).toEqual([expect.objectContaining({ paidMinutes: 517, chargedMinutes: 540 })]);
    expect(planner.body.data.totals).toEqual({ paidMinutes: 517, chargedMinutes: 540 });
  });

  it('signed by the client: the answer and the PDF show charged hours only', async () => {
    const release = await be.call('POST', path('deliveryNote/release'), { token: tokens.planner, body: { date: D } });
    expect(release.body.data.totals).toEqual({ paidMinutes: 517, chargedMinutes: 540 });
    const signed = await be.call('POST', path('deliveryNote/signed'), {
      token: tokens.client,
      body: { date: D, signerName: 'Casey Smit', signature },
    });
    expect(signed.status).toBe(200);
    expect(payFields(signed.body)).toEqual([]);
    const text = pdfText(await pdfOf(path(`deliveryNote/signed?date=${D}`), tokens.client));
    expect(text).toContain('9:00'); // 540 charged minutes
    expect(text).not.toContain('8:37'); // 517 paid minutes
    expect(text).not.toMatch(/paid/i);
  });
});

describe('the crew chief sheet, mailed', () => {
  it("is kept in the office's mailbox, never the client's", async () => {
    for (const step of ['release', 'signed']) {
      const body = step === 'release' ? { date: D } : { date: D, signerName: 'Chris Bakker', signature };
      expect((await be.call('POST', path(`crewChiefSheet/${step}`), { token: tokens.chief, body })).status).toBe(200);
    }
    const sent = await be.call('POST', path('crewChiefSheet/signed/send'), {
      token: tokens.chief,
      body: { date: D, email: 'site.office@example.com' },
    });
    expect(sent.status).toBe(200);
    const [att] = await be.db
      .select({ id: outgoingMailAttachments.id })
      .from(outgoingMailAttachments)
      .where(eq(outgoingMailAttachments.mailId, sent.body.data.mailId));
    const mailId: number = sent.body.data.mailId;

    const office = await be.call('GET', '/emailMessages?limit=100', { token: tokens.office });
    expect(office.body.data.map((m: { id: number }) => m.id)).toContain(mailId);
    const list = await be.call('GET', '/emailMessages?limit=100', { token: tokens.client });
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { id: number }) => m.id)).not.toContain(mailId);
    expect((await be.call('GET', `/emailMessages/${mailId}`, { token: tokens.client })).status).toBe(404);
    const file = await be.call('GET', `/emailMessages/${mailId}/attachments/${att!.id}`, { token: tokens.client });
    expect(file.status).toBe(404);
  });

  it("leaves the delivery note in the client's mailbox, as before", async () => {
    const sent = await be.call('POST', path('deliveryNote/signed/send'), {
      token: tokens.chief,
      body: { date: D, email: 'client.office@example.com' },
    });
    expect(sent.status).toBe(200);
    const [mail] = await be.db.select().from(outgoingMails).orderBy(desc(outgoingMails.id)).limit(1);
    expect(mail!.id).toBe(sent.body.data.mailId);
    const list = await be.call('GET', '/emailMessages?limit=100', { token: tokens.client });
    expect(list.body.data.map((m: { id: number }) => m.id)).toContain(mail!.id);
  });
});

describe('every GET answer a client or a project session reaches on the demo', () => {
  it('carries no paid hours, pay rates, wages or payrolls', async () => {
    const seeded = await seededIds(be, tokens, personIds);
    const projectId = seeded.ids.projects;
    const password = { password: 'Probe-pass-1' };
    expect(
      (await be.call('PUT', `/projects/${projectId}/password`, { token: tokens.planner, body: password })).status,
    ).toBe(200);
    const pid = (await be.call('POST', '/auth/token', { body: { projectId, ...password } })).body.data.token;
    const found: string[] = [];
    let read = 0;
    for (const route of getRoutes(be)) {
      // The stream of changes carries notes (topic and ids), never data; what it lets through is
      // proven in routes/live/changes.test.ts.
      if (isEventStream(route)) continue;
      const target = routeUrl(route, seeded);
      if ('missing' in target) throw new Error(`no record for ${route.path}: ${target.missing}`);
      for (const [who, token] of [
        ['client', tokens.client],
        ['project session', pid],
      ] as const) {
        const res = await be.call('GET', target.url, { token });
        if (res.status !== 200) continue;
        read += 1;
        const type = res.headers.get('content-type') ?? '';
        if (type.startsWith('application/json'))
          found.push(...payFields(res.body).map((f) => `${who} GET ${route.path}: ${f}`));
        if (type.startsWith('application/pdf') && /deliveryNote|crewChiefSheet/.test(route.path)) {
          const text = pdfText(await pdfOf(target.url, token));
          if (/paid/i.test(text)) found.push(`${who} GET ${route.path}: the PDF shows paid hours`);
        }
      }
    }
    expect(read).toBeGreaterThan(40);
    expect(found).toEqual([]);
  });
});
