// Every kind of PDF the product draws, in each of the seven languages,
// read back with pdftotext (not the code that wrote it): the delivery note, the crew chief sheet, a
// security check, a signed form, the project report, a payslip, an annual statement, an invoice, the
// signature pages of a document, and the printable planning (a person's week, a crew's line-up). Each is
// drawn for a reader who reads that language (the signer, the asker or the employee, as the
// builders choose); its words are compared with the message file, never with a
// copy in the test; its dates are the reader's; every page carries the tenant's name and number;
// and a Welsh, a Polish, a Cyrillic and a Chinese name (one per language, so each kind carries all
// four over the seven) keep every letter.
import { and, eq, inArray } from 'drizzle-orm';
import {
  contacts,
  formResults,
  forms,
  invoices,
  payrollDocuments,
  persons,
  projects,
  tenants,
  users,
} from './db/schema';
import { LOCALES, type TLocale } from '../domain/i18n/locales';
import { drawSignaturePng, pngDataUrl } from './services/field-work/png';
import { pdfWords } from './services/pdf/pdf-words';
import { translator } from './services/i18n/translate';
import { documentToSign } from './test-support/documents';
import { insertCheck } from './test-support/fixtures';
import { pdfImagePages, pdfText } from './test-support/pdf-text';
import { crewWithChiefAndMembers, type TTestCrew } from './test-support/scenarios';
import { HOST_DEMO } from './test-support/test-backend';
import { withBackend } from './test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['crew', 'chief', 'planner', 'client', 'office'] });
type TWho = keyof typeof tokens;
const USERNAMES = ['crew@example.com', 'chief@example.com', 'planner@example.com', 'client@example.com'];
const NAMES = ['Siân Dŵr-Ŷnys', 'Łukasz Żółć', 'Дмитрий Шостакович', '王小明'];
const TENANT = 'Crewdeck Demo';
const signature = pngDataUrl(drawSignaturePng(4));
let securityFormId: number;
let questionnaireId: number;

beforeAll(async () => {
  await be.db.update(tenants).set({ useUserLanguage: true }).where(eq(tenants.id, 1));
  [{ id: securityFormId }, { id: questionnaireId }] = (await be.db
    .insert(forms)
    .values([
      {
        tenantId: 1,
        name: 'Gate check',
        kind: 'securityCheck',
        questions: [{ id: 'exits', label: 'Exits', type: 'yesNo', required: true }],
      },
      {
        tenantId: 1,
        name: 'Kit check',
        kind: 'questionnaire',
        questions: [{ id: 'kit', label: 'Kit', type: 'yesNo', required: true }],
      },
    ])
    .returning({ id: forms.id })) as [{ id: number }, { id: number }];
});

/** pdftotext's text of a PDF the API answers, with narrow and no-break spaces as plain ones. */
/** `drawn`: the pages we draw; a signed upload keeps its own pages and gets ours after them. */
async function pdfOf(path: string, who: TWho, drawn: 'every page' | 'the last page' = 'every page') {
  const res = await fetch(`${be.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${tokens[who]}`, 'x-forwarded-host': HOST_DEMO, type: 'MOBILE' },
  });
  expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, 'application/pdf']);
  const pdf = Buffer.from(await res.arrayBuffer());
  const text = pdfText(pdf).replace(/[\u00a0\u202f]/g, ' ');
  // The tenant's logo heads every page (the demo tenants have one), as poppler's pdfimages sees it.
  // pdftotext ends each page with a form feed.
  const pages = (text.match(/\f/g) ?? []).length;
  expect(pages).toBeGreaterThan(0);
  const ours = drawn === 'every page' ? Array.from({ length: pages }, (_, i) => i + 1) : [pages];
  expect(pdfImagePages(pdf)).toEqual(expect.arrayContaining(ours));
  return text;
}

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/**
 * A column heading, which may be broken over lines in its column: each of its words is there.
 * (pdftotext writes the lines of the other columns between them.)
 */
const heading = (text: string) => ({ heading: text });

/** The tenant heads the page, it is numbered, and each of `words` is there. */
function expectWords(text: string, locale: TLocale, words: (string | { heading: string })[]) {
  const t = translator(locale, 'Pdf');
  for (const word of [TENANT, t('page', { page: 1, pages: 1 }), ...words]) {
    if (typeof word === 'string') expect(text).toContain(plain(word));
    else for (const part of plain(word.heading).split(' ')) expect(text).toContain(part);
  }
}

describe.each(LOCALES.map((locale, i) => [locale, i] as const))('PDFs in %s', (locale, i) => {
  const w = pdfWords({ locale, timeZone: 'Europe/Amsterdam', tenantName: TENANT });
  const name = NAMES[i % NAMES.length]!;
  const date = `2026-02-${String(10 + i).padStart(2, '0')}`;
  let crew: TTestCrew;

  beforeAll(async () => {
    await be.db.update(users).set({ language: locale }).where(inArray(users.username, USERNAMES));
    crew = await crewWithChiefAndMembers(be, {
      chiefId: personIds.chief,
      members: [personIds.crew],
      date,
      name: `${name} crew`,
    });
    await insertCheck(be, crew, personIds.crew, date, { inAt: `${date}T07:00:00Z`, outAt: `${date}T16:00:00Z` });
  });

  const sign = async (kind: 'deliveryNote' | 'crewChiefSheet', who: TWho) => {
    const path = `/projectCrews/${crew.crewId}/${kind}`;
    expect((await be.call('POST', `${path}/release`, { token: tokens.chief, body: { date } })).status).toBe(200);
    const signed = await be.call('POST', `${path}/signed`, {
      token: tokens[who],
      body: { date, signerName: name, signature },
    });
    expect(signed.status).toBe(200);
    return pdfOf(`${path}/signed?date=${date}`, who);
  };

  it('the delivery note, signed by the client', async () => {
    const text = await sign('deliveryNote', 'client');
    expectWords(text, locale, [
      w.t('crewDocument.titles.deliveryNote'),
      w.label('project'),
      w.label('date'),
      w.date(date),
      heading(w.t('crewDocument.checkIn')),
      heading(w.t('crewDocument.charged')),
      w.t('crewDocument.persons', { count: 1 }),
      w.t('signedBy'),
      `${name} crew`,
      name,
    ]);
    // Charged hours only: the paid column is the crew chief sheet's.
    expect(text).not.toContain(plain(w.t('crewDocument.paid')));
  });

  it('the crew chief sheet, signed by the chief', async () => {
    const text = await sign('crewChiefSheet', 'chief');
    expectWords(text, locale, [
      w.t('crewDocument.titles.crewChiefSheet'),
      heading(w.t('crewDocument.paid')),
      heading(w.t('crewDocument.charged')),
      w.date(date),
      name,
    ]);
  });

  it('a security check', async () => {
    const res = await be.call('POST', `/projectCrews/${crew.crewId}/securityChecks`, {
      token: tokens.crew,
      body: { formId: securityFormId, date, shift: 'Early', answers: { exits: true }, signerName: name, signature },
    });
    expect(res.status).toBe(201);
    const text = await pdfOf(`/crewChecks/${res.body.data.id}/download/signed`, 'crew');
    expectWords(text, locale, [
      'Gate check',
      w.label('crew'),
      w.label('shift'),
      w.label('filledInBy'),
      w.date(date),
      w.t('yes'),
      w.t('signedBy'),
      name,
    ]);
  });

  it('a signed form', async () => {
    await be.db
      .delete(formResults)
      .where(and(eq(formResults.formId, questionnaireId), eq(formResults.personId, personIds.crew)));
    const save = await be.call('POST', '/formResults/perform', {
      token: tokens.crew,
      body: { formId: questionnaireId, answers: { kit: false } },
    });
    expect(save.status).toBeLessThan(300);
    const signed = await be.call('POST', `/forms/perform/${questionnaireId}/signed`, {
      token: tokens.crew,
      body: { signerName: name, signature },
    });
    expect(signed.status).toBe(200);
    const text = await pdfOf(`/forms/perform/${questionnaireId}/signed`, 'crew');
    expectWords(text, locale, ['Kit check', w.label('company'), w.label('filledInBy'), w.t('no'), name]);
  });

  it('the project report, for the planner who asks', async () => {
    const [project] = await be.db.select().from(projects).where(eq(projects.id, crew.projectId));
    const text = await pdfOf(`/projects/${crew.projectId}/report`, 'planner');
    expectWords(text, locale, [
      w.t('projectReport.title', { number: project!.number, name: project!.name }),
      w.label('client'),
      w.t('projectReport.rowsFilled'),
      heading(w.t('projectReport.filled')),
      translator(locale, 'ProjectStatus')(project!.status),
      `${name} crew`,
    ]);
  });

  it('a payslip and an annual statement, for the employee', async () => {
    await be.db.update(persons).set({ firstName: name, lastName: '' }).where(eq(persons.id, personIds.crew));
    const docs = await be.db.select().from(payrollDocuments).where(eq(payrollDocuments.personId, personIds.crew));
    // Drawn on first download and then kept: forget the kept one, so this language draws it.
    await be.db.update(payrollDocuments).set({ pdf: null }).where(eq(payrollDocuments.personId, personIds.crew));
    const payslip = docs.find((d) => d.type === 'payslip')!;
    const annual = docs.find((d) => d.type === 'annualStatement')!;
    expectWords(await pdfOf(`/payrollDocuments/${payslip.id}/file`, 'crew'), locale, [
      w.t('payslip.title'),
      w.label('employee'),
      w.label('period'),
      w.t('payslip.net'),
      name,
    ]);
    expectWords(await pdfOf(`/payrollDocuments/${annual.id}/file`, 'crew'), locale, [
      w.t('annualStatement.title', { year: annual.year }),
      w.t('annualStatement.gross'),
      w.label('issuedOn'),
      w.date(annual.issuedOn),
      name,
    ]);
  });

  it("a crew member's week and the crew's line-up (the printable planning)", async () => {
    const schedule = await pdfOf(`/persons/${personIds.crew}/schedule?week=${date}`, 'crew');
    expectWords(schedule, locale, [
      heading(w.label('date')),
      heading(w.label('function')),
      w.label('period'),
      w.dates(date, null, 'calendarDayYear'),
      w.span('08:00', '17:00'),
      // The crew column may cut "… crew" short.
      name,
    ]);
    expect(schedule).toMatch(new RegExp(plain(w.t('week.scheduleTitle', { name: '@' })).replace('@', '.+')));
    const lineUp = await pdfOf(`/projectCrews/${crew.crewId}/lineUp?week=${date}`, 'chief');
    expectWords(lineUp, locale, [
      w.t('week.lineUpTitle', { crew: `${name} crew` }),
      heading(w.label('name')),
      w.dates(date, null, 'calendarDayYear'),
      translator(locale, 'JobsPage')('statuses.confirmed'),
    ]);
    // A week without jobs says so.
    const empty = await pdfOf(`/persons/${personIds.crew}/schedule?week=2020-01-01`, 'crew');
    expect(empty).toContain(plain(w.t('week.noJobs')));
  });

  it("an invoice, in the tenant's language, to a client with a name in any script", async () => {
    const [invoice] = await be.db.select().from(invoices).where(eq(invoices.tenantId, 1)).limit(1);
    await be.db.update(contacts).set({ name }).where(eq(contacts.id, invoice!.clientId));
    const [before] = await be.db.select().from(tenants).where(eq(tenants.id, 1));
    await be.db.update(tenants).set({ defaultLanguage: locale }).where(eq(tenants.id, 1));
    try {
      const t = translator(locale, 'InvoicePdf');
      const text = await pdfOf(`/invoices/${invoice!.number}/pdf`, 'office');
      expect(text).toContain(
        plain(t(invoice!.status === 'draft' ? 'draftInvoice' : 'invoice', { number: invoice!.number })),
      );
      for (const word of [t('invoiceDate'), t('dueDate'), t('description'), t('total'), w.date(invoice!.dueDate), name])
        expect(text).toContain(plain(word));
    } finally {
      await be.db.update(tenants).set({ defaultLanguage: before!.defaultLanguage }).where(eq(tenants.id, 1));
    }
  });

  it('the signature pages of a signed document', async () => {
    const title = `${name} ${locale}`;
    const doc = await documentToSign(be, tokens.planner, { title, personId: personIds.crew });
    const signed = await be.call('POST', `/documents/${doc.id}/sign/${doc.signatories[0]!.id}`, {
      token: tokens.crew,
      body: { signerName: name, signature },
    });
    expect(signed.status).toBe(200);
    const text = await pdfOf(`/documents/${doc.id}/signed`, 'crew', 'the last page');
    expect(text).toContain(plain(w.t('signatures.title')));
    for (const word of [w.label('document'), w.label('reference'), w.t('signedBy'), title, TENANT])
      expect(text).toContain(plain(word));
  });
});
