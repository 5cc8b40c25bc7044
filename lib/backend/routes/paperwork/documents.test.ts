// Documents to sign over HTTP: made from an uploaded PDF, signed one by one (out of turn refused
// with SIGNATORY_OUT_OF_TURN, in turn accepted), the next signatory mailed, the signed PDF made
// by the last signature (read back with pdftotext), and never changed afterwards; the company's
// crew documents as a ZIP, read back with unzip.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, desc, eq, inArray, isNotNull, like } from 'drizzle-orm';
import {
  documents,
  documentSignatures,
  jobs,
  outgoingMails,
  persons,
  pushSubscriptions,
  staffContracts,
} from '../../db/schema';
import { PUSH_NOTIFY_JOB } from '../../services/notifications/push-events';
import { renderPdf } from '../../services/pdf/render-pdf';
import { drawSignaturePng, pngDataUrl } from '../../services/field-work/png';
import { createLogin } from '../../test-support/fixtures';
import { pdfText } from '../../test-support/pdf-text';
import { HOST_DEMO, HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['crew', 'crewNl', 'planner', 'office', 'client', 'moyoPlanner'] });
const signature = pngDataUrl(drawSignaturePng(7));
let source: Buffer;

beforeAll(async () => {
  source = await renderPdf({
    reader: { locale: 'en', timeZone: 'Europe/Amsterdam', tenantName: 'Ahoy Rotterdam' },
    title: 'Stage hire agreement',
    facts: [['Venue', 'Ahoy Rotterdam']],
    subject: 'test',
  });
});

async function upload(
  token: string,
  data: unknown,
  file: Blob | null = new Blob([new Uint8Array(source)]),
  host = HOST_DEMO,
) {
  const form = new FormData();
  if (file) form.append('file', file, 'Stage hire.pdf');
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  const res = await fetch(`${be.url}/api/v1/documents`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': host, type: 'MOBILE' },
  });
  return { status: res.status, body: await res.json() };
}

async function typeId() {
  const res = await be.call('GET', '/documentTypes', { token: tokens.planner });
  return (res.body.data as Array<{ id: number; name: string }>).find((t) => t.name === 'Service agreement')!.id;
}

const sign = (token: string, docId: number, signatoryId: number, body: Record<string, unknown> = {}) =>
  be.call('POST', `/documents/${docId}/sign/${signatoryId}`, {
    token,
    body: { signerName: 'Signer', signature, ...body },
  });

async function download(path: string, token: string) {
  const res = await fetch(`${be.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': HOST_DEMO, type: 'MOBILE' },
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const mailsTo = async (email: string) =>
  be.db.select().from(outgoingMails).where(eq(outgoingMails.to, email)).orderBy(desc(outgoingMails.id));

describe('signing one by one', () => {
  it('refuses out of turn, accepts in turn, tells the next signatory and makes the signed PDF at the end', async () => {
    const member = await createLogin(be, 1, ['crew']);
    const email = `${member.name.split(' ')[1]}@example.com`;
    await be.db.update(persons).set({ email }).where(eq(persons.id, member.personId));
    // A browser of theirs is subscribed to push, so the turn goes there too.
    await be.db.insert(pushSubscriptions).values({
      tenantId: 1,
      personId: member.personId,
      userId: member.userId,
      endpoint: 'https://fcm.googleapis.com/fcm/send/test-signatory',
      p256dh: 'p256dh',
      auth: 'auth',
    });
    const created = await upload(tokens.planner, {
      typeId: await typeId(),
      title: 'Stage hire agreement',
      signingOrder: 'oneByOne',
      personId: member.personId,
      signatories: [
        { personId: personIds.planner },
        {
          personId: member.personId,
          signatures: ['Initials', 'Signature'],
          fields: [{ id: 'iban', label: 'IBAN', type: 'text', required: true }],
        },
      ],
    });
    expect(created.status).toBe(201);
    const doc = created.body.data;
    expect(doc.signatories.map((s: { status: string }) => s.status)).toEqual(['readyToSign', 'readyToSign']);
    const [first, second] = doc.signatories as Array<{ id: number }>;
    // The first signatory is told at once; the second not yet.
    expect((await mailsTo('planner@example.com'))[0]?.text).toContain(`/documents/${doc.id}`);
    expect(await mailsTo(email)).toHaveLength(0);

    const early = await sign(member.token, doc.id, second!.id, { formFields: { iban: 'NL91ABNA0417164300' } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('SIGNATORY_OUT_OF_TURN');
    // Refused before the body is read: a broken body out of turn is refused the same way.
    const broken = await sign(member.token, doc.id, second!.id, { signature: 'nope' });
    expect(broken.body.error.code).toBe('SIGNATORY_OUT_OF_TURN');
    const signedRows = await be.db
      .select({ n: count() })
      .from(documentSignatures)
      .where(and(eq(documentSignatures.signed, true), eq(documentSignatures.signatoryId, second!.id)));
    expect(signedRows[0]!.n).toBe(0);
    const seen = await be.call('GET', `/documents/${doc.id}`, { token: member.token });
    expect(seen.body.data.signatories[1]).toMatchObject({ isMe: true, canSign: false });

    // Nobody signs in another's place.
    expect((await sign(member.token, doc.id, first!.id)).status).toBe(403);
    expect((await sign(tokens.crew, doc.id, first!.id)).status).toBe(404);

    const planner = await sign(tokens.planner, doc.id, first!.id, { signerName: 'Pat Jansen', rating: 4 });
    expect(planner.status).toBe(200);
    expect(planner.body.data.signatories.map((s: { status: string }) => s.status)).toEqual(['signed', 'readyToSign']);
    expect(planner.body.data.status).toBe('pending');
    const told = await mailsTo(email);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`/documents/${doc.id}`);
    expect(told[0]!.subject).toContain('Stage hire agreement');
    // …and a push message is queued for them, once per document.
    const pushed = await be.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, PUSH_NOTIFY_JOB), eq(jobs.key, `document:${doc.id}:${member.personId}`)));
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.payload).toMatchObject({ personId: member.personId, event: { kind: 'documentToSign' } });

    const missing = await sign(member.token, doc.id, second!.id);
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toHaveProperty(['formFields.iban']);

    const last = await sign(member.token, doc.id, second!.id, {
      signerName: member.name,
      formFields: { iban: 'NL91ABNA0417164300' },
    });
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ status: 'signed', signedUrl: `/documents/${doc.id}/signed` });
    expect(last.body.data.signatories[1].signatures.every((s: { signed: boolean }) => s.signed)).toBe(true);

    const pdf = await download(`/documents/${doc.id}/signed`, member.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Stage hire agreement');
    expect(text).toContain('Ahoy Rotterdam');
    expect(text).toContain('Signatures');
    expect(text).toContain('1. Pat Jansen');
    expect(text).toContain(`2. ${member.name}`);
    expect(text).toContain('NL91ABNA0417164300');
    expect(text).toContain('4 of 5');

    // A signed document never changes: no signing again, no withdrawing, the same PDF.
    const again = await sign(member.token, doc.id, second!.id, { formFields: { iban: 'NL00' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_SIGNED');
    const removed = await be.call('DELETE', `/documents/${doc.id}`, { token: tokens.planner });
    expect(removed.status).toBe(409);
    expect((await download(`/documents/${doc.id}/signed`, member.token)).bytes.equals(pdf.bytes)).toBe(true);
  });

  it('lets everyone sign at once in parallel', async () => {
    const created = await upload(tokens.office, {
      typeId: await typeId(),
      title: 'House rules',
      signingOrder: 'parallel',
      signatories: [{ personId: personIds.crew }, { personId: personIds.crewNl }],
    });
    const [a, b] = created.body.data.signatories as Array<{ id: number }>;
    expect((await sign(tokens.crewNl, created.body.data.id, b!.id)).status).toBe(200);
    const done = await sign(tokens.crew, created.body.data.id, a!.id);
    expect(done.body.data.status).toBe('signed');
  });

  it('lists what the caller still has to sign, with their turn', async () => {
    const res = await be.call('GET', '/documentsToSign', { token: tokens.crew });
    expect(res.status).toBe(200);
    const contract = (res.body.data as Array<{ title: string; myTurn: boolean; waitingFor: unknown }>).find((d) =>
      d.title.startsWith('Employment contract'),
    );
    expect(contract).toMatchObject({ myTurn: true, waitingFor: { id: personIds.crew, name: 'Sam de Vries' } });
    expect((await be.call('GET', '/documentsToSign', { token: tokens.client })).status).toBe(403);
  });
});

describe('making documents', () => {
  it('is for planners and office only, before the upload is read', async () => {
    const res = await upload(tokens.crew, { typeId: 1, title: 'x', signingOrder: 'oneByOne', signatories: [] });
    expect(res.status).toBe(403);
  });

  it('refuses a file that is not a PDF, a bad description and unknown people, storing nothing', async () => {
    const before = Number((await be.db.select({ n: count() }).from(documents))[0]!.n);
    const valid = {
      typeId: await typeId(),
      title: 'Rules',
      signingOrder: 'oneByOne',
      signatories: [{ personId: personIds.crew }],
    };
    // Refused by its first bytes, as every upload is (415 on file).
    const notPdf = await upload(tokens.planner, valid, new Blob(['hello']));
    expect(notPdf.status).toBe(415);
    expect(notPdf.body.error.fields).toHaveProperty('file');
    const noFile = await upload(tokens.planner, valid, null);
    expect(noFile.status).toBe(422);
    const badJson = await upload(tokens.planner, '{"title":');
    expect(badJson.body.error.fields).toHaveProperty('data');
    const empty = await upload(tokens.planner, { ...valid, title: '', signatories: [] });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.error.fields).sort()).toEqual(['signatories', 'title']);
    const [moyoPerson] = await be.db.select({ id: persons.id }).from(persons).where(eq(persons.tenantId, 2)).limit(1);
    const stranger = await upload(tokens.planner, { ...valid, signatories: [{ personId: moyoPerson!.id }] });
    expect(stranger.body.error.fields).toHaveProperty(['signatories.0.personId']);
    const twice = await upload(tokens.planner, {
      ...valid,
      signatories: [{ personId: personIds.crew }, { personId: personIds.crew }],
    });
    expect(twice.body.error.fields).toHaveProperty(['signatories.1.personId']);
    expect(Number((await be.db.select({ n: count() }).from(documents))[0]!.n)).toBe(before);
  });

  it('withdraws a document nobody has signed', async () => {
    const created = await upload(tokens.planner, {
      typeId: await typeId(),
      title: 'Withdrawn',
      signingOrder: 'oneByOne',
      signatories: [{ personId: personIds.crew }],
    });
    const id = created.body.data.id;
    expect((await be.call('DELETE', `/documents/${id}`, { token: tokens.crew })).status).toBe(403);
    expect((await be.call('DELETE', `/documents/${id}`, { token: tokens.planner })).status).toBe(200);
    expect((await be.call('GET', `/documents/${id}`, { token: tokens.planner })).status).toBe(404);
  });
});

describe('reading documents', () => {
  it('shows a document to its signatories, planners and office; 404 to others and other tenants', async () => {
    const [doc] = await be.db
      .select({ id: documents.id })
      .from(documents)
      .where(like(documents.title, 'Employment contract%, Sam de Vries'));
    expect((await be.call('GET', `/documents/${doc!.id}`, { token: tokens.crew })).status).toBe(200);
    expect((await be.call('GET', `/documents/${doc!.id}`, { token: tokens.office })).status).toBe(200);
    expect((await be.call('GET', `/documents/${doc!.id}`, { token: tokens.crewNl })).status).toBe(404);
    expect((await be.call('GET', `/documents/${doc!.id}/file`, { token: tokens.crewNl })).status).toBe(404);
    const moyo = await be.call('GET', `/documents/${doc!.id}`, { token: tokens.moyoPlanner, host: HOST_MOYO });
    expect(moyo.status).toBe(404);
    expect((await be.call('GET', `/persons/${personIds.crew}/documents`, { token: tokens.crewNl })).status).toBe(404);
  });
});

describe('the crew documents export', () => {
  it("is a ZIP holding the signed PDFs of the company's crew, a folder per person", async () => {
    const [company] = await be.db
      .select({ id: staffContracts.companyId })
      .from(staffContracts)
      .where(eq(staffContracts.tenantId, 1))
      .limit(1);
    const expected = await be.db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.tenantId, 1),
          isNotNull(documents.signedPdf),
          inArray(
            documents.personId,
            be.db
              .select({ id: staffContracts.personId })
              .from(staffContracts)
              .where(eq(staffContracts.companyId, company!.id)),
          ),
        ),
      );
    // The signed documents of people without a contract with the company stay out.
    expect(expected.length).toBeGreaterThanOrEqual(8);
    const res = await download(`/companies/${company!.id}/exportCrewMembersDocuments`, tokens.office);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/zip');
    const dir = mkdtempSync(join(tmpdir(), 'crew-docs-'));
    const zip = join(dir, 'export.zip');
    writeFileSync(zip, res.bytes);
    const names = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
    expect(names.length).toBe(expected.length);
    expect(names.every((n) => /^[^/]+\/.+-D\d+\.pdf$/.test(n))).toBe(true);
    const sam = names.find((n) => n.startsWith('de Vries Sam/Confidentiality'))!;
    const pdf = execFileSync('unzip', ['-p', zip, sam]);
    const text = pdfText(pdf);
    expect(text).toContain('Confidentiality agreement, Sam de Vries');
    expect(text).toContain('Sam de Vries');
    expect(text).toContain('Pat Jansen');

    expect(
      (await be.call('GET', `/companies/${company!.id}/exportCrewMembersDocuments`, { token: tokens.crew })).status,
    ).toBe(403);
    const moyo = await be.call('GET', `/companies/${company!.id}/exportCrewMembersDocuments`, {
      token: tokens.moyoPlanner,
      host: HOST_MOYO,
    });
    expect(moyo.status).toBe(404);
  });
});
