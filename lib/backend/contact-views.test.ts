// Reading what one should not: a project (PID) session may not read the birthday, home address,
// postcode or nationality of the crew members on its project; a crew member may not learn any
// person's name through POST /activities with personPartyId; a client may not read the crew's
// paid hours on delivery notes or their PDFs.
import { eq } from 'drizzle-orm';
import { activities, persons } from './db/schema';
import { drawSignaturePng, pngDataUrl } from './services/field-work/png';
import { insertCheck } from './test-support/fixtures';
import { pdfText } from './test-support/pdf-text';
import { crewWithChiefAndMembers, type TTestCrew } from './test-support/scenarios';
import { withBackend } from './test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'crew', 'chief', 'client', 'office'] });
const D = '2026-02-14';
let crew: TTestCrew;
let pid: string;
const PRIVATE = ['birthday', 'address', 'postalCode', 'nationalityCode', 'countryCode', 'city'] as const;

beforeAll(async () => {
  crew = await crewWithChiefAndMembers(be, { chiefId: personIds.chief, members: [personIds.crew], date: D });
  await be.db
    .update(persons)
    .set({
      birthday: '1990-05-17',
      address: 'Keizersgracht 1',
      postalCode: '1015 CJ',
      city: 'Amsterdam',
      nationalityCode: 'NL',
      countryCode: 'NL',
      phone: '+31 6 1111 2222',
      email: 'sam.private@example.com',
    })
    .where(eq(persons.id, personIds.crew));
  await be.db.update(persons).set({ phone: '+31 6 3333 4444' }).where(eq(persons.id, personIds.chief));
  const set = await be.call('PUT', `/projects/${crew.projectId}/password`, {
    token: tokens.planner,
    body: { password: 'Probe-pass-1' },
  });
  expect(set.status).toBe(200);
  pid = (await be.call('POST', '/auth/token', { body: { projectId: crew.projectId, password: 'Probe-pass-1' } })).body
    .data.token;
});

describe('a project (PID) session sees a contact view of people', () => {
  it('never gets birthday, address, postcode or nationality of a crew member, nor their phone', async () => {
    const res = await be.call('GET', `/persons/${personIds.crew}`, { token: pid });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: 'Sam', phone: null, email: null });
    for (const key of PRIVATE) expect([key, res.body.data[key]]).toEqual([key, null]);
    // The planner still sees it all.
    const planner = await be.call('GET', `/persons/${personIds.crew}`, { token: tokens.planner });
    expect(planner.body.data).toMatchObject({ birthday: '1990-05-17', postalCode: '1015 CJ', nationalityCode: 'NL' });
  });

  it('gets phone and email of the people who act as contacts (the crew chief)', async () => {
    const res = await be.call('GET', `/persons/${personIds.chief}`, { token: pid });
    expect(res.body.data).toMatchObject({ phone: '+31 6 3333 4444', birthday: null, address: null });
  });

  it('sees names only in the list of people', async () => {
    const res = await be.call('GET', '/persons?limit=100', { token: pid });
    const sam = res.body.data.find((p: { id: number }) => p.id === personIds.crew);
    expect(sam).toMatchObject({ name: 'Sam de Vries', phone: null, email: null, city: null });
  });

  it("reads the crew's contacts with members' phone and email left out, for PID and client", async () => {
    for (const token of [pid, tokens.client]) {
      const res = await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token });
      expect(res.status).toBe(200);
      const sam = res.body.data.members.find((m: { personId: number }) => m.personId === personIds.crew);
      expect(sam).toMatchObject({ name: 'Sam de Vries', phone: null, email: null, function: expect.any(String) });
      expect(res.body.data.crewChief).toMatchObject({ phone: '+31 6 3333 4444' });
    }
    const own = await be.call('GET', `/projectCrews/${crew.crewId}/contacts`, { token: tokens.chief });
    const sam = own.body.data.members.find((m: { personId: number }) => m.personId === personIds.crew);
    expect(sam).toMatchObject({ phone: '+31 6 1111 2222' });
  });
});

describe('ids in a body are checked against what the caller may see', () => {
  it("refuses a crew member's to-do about another person (404), and reveals no name", async () => {
    const before = await be.countRows(activities);
    const res = await be.call('POST', '/activities', {
      token: tokens.crew,
      body: { caption: 'Who is this?', recipientPersonId: personIds.crew, personPartyId: personIds.planner },
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toMatch(/Pat|Jansen/);
    expect(await be.countRows(activities)).toBe(before);
    const own = await be.call('POST', '/activities', {
      token: tokens.crew,
      body: { caption: 'About me', recipientPersonId: personIds.crew, personPartyId: personIds.crew },
    });
    expect(own.status).toBe(201);
  });
});

describe('clients see charged hours, never paid hours', () => {
  beforeAll(async () => {
    await insertCheck(be, crew, personIds.crew, D, {
      inAt: `${D}T07:00:00Z`,
      outAt: `${D}T16:00:00Z`,
      paidMinutes: 517,
      chargedMinutes: 540,
    });
  });
  const path = (p: string) => `/projectCrews/${crew.crewId}/${p}`;

  it('leaves paid minutes out of the delivery note a client reads', async () => {
    const client = await be.call('GET', path(`deliveryNote?date=${D}`), { token: tokens.client });
    expect(client.status).toBe(200);
    expect(client.body.data.lines[0]).toMatchObject({ chargedMinutes: 540 });
    expect(client.body.data.lines[0]).not.toHaveProperty('paidMinutes');
    expect(client.body.data.totals).toEqual({ chargedMinutes: 540 });
    const chief = await be.call('GET', path(`deliveryNote?date=${D}`), { token: tokens.chief });
    expect(chief.body.data.lines[0]).toMatchObject({ paidMinutes: 517 });
    // The crew chief sheet (with the paid hours) is not the client's to read.
    expect((await be.call('GET', path(`crewChiefSheet?date=${D}`), { token: tokens.client })).status).toBe(403);
  });

  it('prints charged hours only on the signed delivery note PDF', async () => {
    expect(
      (await be.call('POST', path('deliveryNote/release'), { token: tokens.chief, body: { date: D } })).status,
    ).toBe(200);
    const signed = await be.call('POST', path('deliveryNote/signed'), {
      token: tokens.client,
      body: { date: D, signerName: 'Casey Smit', signature: pngDataUrl(drawSignaturePng(4)) },
    });
    expect(signed.status).toBe(200);
    const pdf = await fetch(`${be.url}/api/v1${path(`deliveryNote/signed?date=${D}`)}`, {
      headers: { authorization: `Bearer ${tokens.client}`, 'x-forwarded-host': 'localhost:3000' },
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('9:00'); // 540 charged minutes
    expect(text).not.toContain('8:37'); // 517 paid minutes
    expect(text).not.toMatch(/Paid/);
  });
});
