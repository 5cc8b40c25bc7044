import { count, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { crewChecks, crewDocuments, outgoingMailAttachments, outgoingMails } from '../../db/schema';
import { drawSignaturePng, encodePng, pngDataUrl } from '../../services/field-work/png';
import { SIGNATURE_MAX_BYTES } from '../../../domain/field-work';
import { pdfText } from '../../test-support/pdf-text';
import { insertCheck } from '../../test-support/fixtures';
import { crewWithChiefAndMembers, type TTestCrew } from '../../test-support/scenarios';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({
  as: ['crew', 'crewNl', 'chief', 'planner', 'office', 'client', 'moyoPlanner'],
});
type TWho = keyof typeof tokens;
let crew: TTestCrew;
const D = '2026-01-20';
const signature = pngDataUrl(drawSignaturePng(2));

beforeAll(async () => {
  crew = await crewWithChiefAndMembers(be, {
    chiefId: personIds.chief,
    members: [personIds.crew, personIds.crewNl],
    date: D,
    name: 'Main stage crew',
  });
  await insertCheck(be, crew, personIds.crew, D, {
    inAt: `${D}T07:00:00Z`,
    outAt: `${D}T16:00:00Z`,
    paidMinutes: 510,
    chargedMinutes: 540,
  });
  await insertCheck(be, crew, personIds.crewNl, D, { inAt: `${D}T08:00:00Z`, outAt: `${D}T12:00:00Z` });
});

const path = (p: string) => `/projectCrews/${crew.crewId}/${p}`;
const as = (who: TWho) => ({ token: tokens[who], host: who === 'moyoPlanner' ? HOST_MOYO : undefined });
const download = (kind: string, who: TWho) =>
  fetch(`${be.url}/api/v1${path(`${kind}/signed?date=${D}`)}`, {
    headers: { authorization: `Bearer ${tokens[who]}`, 'x-forwarded-host': 'localhost:3000', type: 'MOBILE' },
  });

describe('delivery note', () => {
  it('is drafted from the hours, readable by chief, planners and the client only', async () => {
    const res = await be.call('GET', path(`deliveryNote?date=${D}`), as('chief'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'draft',
      crew: { name: 'Main stage crew' },
      totals: { paidMinutes: 750, chargedMinutes: 780 },
    });
    expect(res.body.data.lines).toHaveLength(2);
    expect(res.body.data.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          personId: personIds.crew,
          name: 'Sam de Vries',
          paidMinutes: 510,
          chargedMinutes: 540,
        }),
        expect.objectContaining({
          personId: personIds.crewNl,
          name: 'Noor Mulder',
          paidMinutes: 240,
          chargedMinutes: 240,
        }),
      ]),
    );
    expect((await be.call('GET', path(`deliveryNote?date=${D}`), as('client'))).status).toBe(200);
    expect((await be.call('GET', path(`deliveryNote?date=${D}`), as('crew'))).status).toBe(403);
    expect((await be.call('GET', path(`deliveryNote?date=${D}`), as('office'))).status).toBe(404);
    expect((await be.call('GET', path(`deliveryNote?date=${D}`), as('moyoPlanner'))).status).toBe(404);
  });
  it('cannot be signed before release (409 NOT_RELEASED); only the chief or a planner releases it', async () => {
    const early = await be.call('POST', path('deliveryNote/signed'), {
      ...as('client'),
      body: { date: D, signerName: 'Casey Smit', signature },
    });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('NOT_RELEASED');
    expect((await be.call('POST', path('deliveryNote/release'), { ...as('crew'), body: { date: D } })).status).toBe(
      403,
    );
    expect((await be.call('POST', path('deliveryNote/release'), { ...as('client'), body: { date: D } })).status).toBe(
      403,
    );
    const res = await be.call('POST', path('deliveryNote/release'), { ...as('chief'), body: { date: D } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'released', releasedAt: expect.any(String) });
  });
  // A small PNG that decodes to far more pixels than a signature needs.
  it('refuses a signature PNG whose header claims more than 2000 × 1000 pixels (422), before decoding it', async () => {
    const blank = encodePng(2500, 2500, new Uint8Array(2500 * 2500 * 4));
    expect(blank.length).toBeLessThan(SIGNATURE_MAX_BYTES);
    const claims = Buffer.from(drawSignaturePng());
    claims.writeUInt32BE(11000, 16);
    claims.writeUInt32BE(11000, 20);
    for (const png of [blank, claims]) {
      const res = await be.call('POST', path('deliveryNote/signed'), {
        ...as('client'),
        body: { date: D, signerName: 'Casey', signature: pngDataUrl(png) },
      });
      expect([res.status, res.body.error.fields?.signature]).toEqual([422, expect.stringContaining('pixels')]);
    }
  });
  it('refuses a signature that is not a PNG, or too large', async () => {
    const notPng = `data:image/png;base64,${Buffer.from('this is not a picture of anything at all').toString('base64')}`;
    const fakePng = pngDataUrl(Buffer.concat([drawSignaturePng().subarray(0, 8), Buffer.alloc(100, 1)]));
    const huge = pngDataUrl(Buffer.concat([drawSignaturePng(), Buffer.alloc(610 * 1024)]));
    for (const sig of [notPng, fakePng, huge, 'data:image/jpeg;base64,AAAA']) {
      const res = await be.call('POST', path('deliveryNote/signed'), {
        ...as('client'),
        body: { date: D, signerName: 'Casey', signature: sig },
      });
      expect([res.status, res.body.error.fields?.signature !== undefined]).toEqual([422, true]);
    }
    expect(
      (await be.db.select().from(crewDocuments).where(eq(crewDocuments.projectCrewId, crew.crewId)))[0]!.status,
    ).toBe('released');
  });
  it('is signed once by the client, producing a PDF with names, hours and signer', async () => {
    const res = await be.call('POST', path('deliveryNote/signed'), {
      ...as('client'),
      body: { date: D, signerName: 'Casey Smit', signature },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'signed', signerName: 'Casey Smit' });
    const again = await be.call('POST', path('deliveryNote/signed'), {
      ...as('chief'),
      body: { date: D, signerName: 'Someone', signature },
    });
    expect(again.body.error.code).toBe('ALREADY_SIGNED');
    const file = await download('deliveryNote', 'client');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="delivery-note-\d+-main-stage-crew-2026-01-20\.pdf"$/,
    );
    const bytes = new Uint8Array(await file.arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Delivery note');
    // The client's document: charged hours only.
    expect(doc.getSubject()).toContain('Sam de Vries 9:00 charged');
    expect(doc.getSubject()).not.toContain('paid');
    const text = pdfText(bytes);
    for (const s of [
      'Crewdeck Demo',
      'Main stage crew',
      'Sam de Vries',
      'Noor Mulder',
      '08:00',
      '17:00',
      '9:00',
      '4:00',
      '13:00',
      'Casey Smit',
      '20 January 2026', // D, as the client (English, in Europe) writes it
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('12:30'); // the paid total
  });
  it('never changes after signing: no release, no new hours, same lines and PDF', async () => {
    const [before] = await be.db.select().from(crewDocuments).where(eq(crewDocuments.projectCrewId, crew.crewId));
    const release = await be.call('POST', path('deliveryNote/release'), {
      ...as('chief'),
      body: { date: D },
    });
    expect([release.status, release.body.error.code]).toEqual([409, 'ALREADY_SIGNED']);
    const hours = await be.call('POST', path('setProposedPaidChargedHours'), {
      ...as('chief'),
      body: {
        date: D,
        lines: [{ assignmentId: crew.assignmentIds[personIds.crewNl], paidMinutes: 600, chargedMinutes: 600 }],
      },
    });
    expect(hours.status).toBe(409);
    // Even a change straight in the checks does not reach the signed note.
    await be.db.update(crewChecks).set({ paidMinutes: 1 }).where(eq(crewChecks.projectCrewId, crew.crewId));
    const read = await be.call('GET', path(`deliveryNote?date=${D}`), as('planner'));
    expect(read.body.data.totals).toEqual({ paidMinutes: 750, chargedMinutes: 780 });
    const [after] = await be.db.select().from(crewDocuments).where(eq(crewDocuments.projectCrewId, crew.crewId));
    expect(after).toEqual(before);
  });
  it('is mailed as a PDF attachment', async () => {
    expect(
      (
        await be.call('POST', path('deliveryNote/signed/send'), {
          ...as('crew'),
          body: { date: D, email: 'x@example.com' },
        })
      ).status,
    ).toBe(403);
    const res = await be.call('POST', path('deliveryNote/signed/send'), {
      ...as('chief'),
      body: { date: D, email: 'client.office@example.com' },
    });
    expect(res.status).toBe(200);
    const [mail] = await be.db.select().from(outgoingMails).orderBy(desc(outgoingMails.id)).limit(1);
    expect(mail).toMatchObject({ to: 'client.office@example.com', tenantId: 1, category: 'transactional' });
    const [att] = await be.db
      .select()
      .from(outgoingMailAttachments)
      .where(eq(outgoingMailAttachments.mailId, mail!.id));
    expect(att).toMatchObject({ contentType: 'application/pdf' });
    expect(att!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('crew chief sheet', () => {
  it('has the same release flow, and the chief (not the client) signs it', async () => {
    expect((await download('crewChiefSheet', 'chief')).status).toBe(404);
    expect((await be.call('POST', path('crewChiefSheet/release'), { ...as('chief'), body: { date: D } })).status).toBe(
      200,
    );
    const byClient = await be.call('POST', path('crewChiefSheet/signed'), {
      ...as('client'),
      body: { date: D, signerName: 'Casey', signature },
    });
    expect(byClient.status).toBe(403);
    const res = await be.call('POST', path('crewChiefSheet/signed'), {
      ...as('chief'),
      body: { date: D, signerName: 'Chris Bakker', signature },
    });
    expect(res.status).toBe(200);
    const file = await download('crewChiefSheet', 'planner');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Crew chief sheet');
    expect(pdfText(bytes)).toContain('Chris Bakker');
  });
});

describe('malformed document payloads', () => {
  it('answer 400/422 with field messages and change nothing', async () => {
    const counts = async () => [
      await be.db.select({ n: count() }).from(crewDocuments),
      await be.db.select({ n: count() }).from(outgoingMails),
    ];
    const before = await counts();
    const cases: [string, unknown][] = [
      ['deliveryNote/release', {}],
      ['deliveryNote/release', { date: '2026-13-01' }],
      ['crewChiefSheet/release', { date: D, x: 1 }],
      ['deliveryNote/signed', { date: D }],
      ['deliveryNote/signed', { date: D, signerName: '', signature }],
      ['deliveryNote/signed', { date: D, signerName: 'x'.repeat(121), signature }],
      ['crewChiefSheet/signed', { date: D, signerName: 'A', signature: 5 }],
      ['deliveryNote/signed/send', { date: D, email: 'not-an-email' }],
      ['crewChiefSheet/signed/send', { date: D }],
    ];
    for (const [p, body] of cases) {
      const res = await be.call('POST', path(p), { ...as('planner'), body });
      expect([p, res.status, Object.keys(res.body.error?.fields ?? {}).length > 0]).toEqual([p, 422, true]);
    }
    expect((await be.call('POST', path('deliveryNote/release'), { ...as('planner'), body: '{' })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
