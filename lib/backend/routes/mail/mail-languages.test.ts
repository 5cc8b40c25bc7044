// Every kind of mail the product sends, in each of the seven languages, sent
// over SMTP and read back with mailparser (not the code that wrote it). For each: the subject and
// the words are the recipient's language as its message file says (the expected text is made
// from messages/*.json here, never copied into the test); an HTML part in the tenant's name and
// colour, with the same link; a Welsh, a Polish, a Cyrillic and a Chinese name intact (one per
// mail, so that over the seven languages every kind carries all four); and the mailbox keeps the
// mail as it was sent.
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTranslator } from 'use-intl/core';
import cy from '../../../../messages/cy.json';
import de from '../../../../messages/de.json';
import deAT from '../../../../messages/de-AT.json';
import en from '../../../../messages/en.json';
import es from '../../../../messages/es.json';
import fr from '../../../../messages/fr.json';
import nl from '../../../../messages/nl.json';
import { formResults, forms, outgoingMails, persons, projects, tenants, users } from '../../db/schema';
import { LOCALES, type TLocale } from '../../../domain/i18n/locales';
import { readerFormat } from '../../../domain/i18n/reader-format';
import { THEME_COLOR } from '../../../domain/theme';
import { drawSignaturePng, pngDataUrl } from '../../services/field-work/png';
import { welcomeMail } from '../../services/auth/welcome-mail';
import { sendPasswordReset } from '../../services/auth/password-reset';
import { createMailer } from '../../services/mail';
import { createLogin, insertCheck } from '../../test-support/fixtures';
import { createClient, invoiceBody } from '../../test-support/money';
import { documentToSign } from '../../test-support/documents';
import { pdfText } from '../../test-support/pdf-text';
import { crewWithChiefAndMembers } from '../../test-support/scenarios';
import { startTestBackend, type TTestBackend } from '../../test-support/test-backend';
import { ANY_VERSION } from '../../test-support/versions';

const MESSAGES = { en, nl, cy, fr, 'de-AT': deAT, de, es } as const;
const NAMES = [
  ['Siân', 'Dŵr-Ŷnys'],
  ['Łukasz', 'Żółć'],
  ['Дмитрий', 'Шостакович'],
  ['小明', '王'],
] as const;
const TIME_ZONE = 'Europe/Amsterdam';
const D = '2026-01-20';
const WEB = 'http://localhost:3000';
const signature = pngDataUrl(drawSignaturePng(2));

type TValues = Record<string, string | number>;
const mailT = (locale: TLocale) => {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Mail' });
  return (key: string, values?: TValues) => (t as unknown as (k: string, v?: TValues) => string)(key, values);
};

function startSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let be: TTestBackend;
let reader: Awaited<ReturnType<typeof createLogin>>;
let email: string;
const tokens = {} as Record<'planner' | 'office' | 'chief' | 'client' | 'crew', string>;
let crewId: number;
let formId: number;
let project: { number: number; name: string };
let invoice: { number: string; date: string; dueDate: string; sender: string };

beforeAll(async () => {
  smtp = await startSmtp();
  be = await startTestBackend({ smtpUrl: smtp.url });
  await be.db.update(tenants).set({ useUserLanguage: true }).where(eq(tenants.id, 1));
  for (const [role, username] of [
    ['planner', 'planner@example.com'],
    ['office', 'office@example.com'],
    ['chief', 'chief@example.com'],
    ['client', 'client@example.com'],
    ['crew', 'crew@example.com'],
  ] as const)
    tokens[role] = await be.login(username);
  // The reader: a crew member with a login, whose language and name each locale sets.
  reader = await createLogin(be, 1, ['crew']);
  email = `${reader.username.split('@')[0]}.mail@example.com`;
  await be.db.update(persons).set({ email }).where(eq(persons.id, reader.personId));
  // A signed delivery note to send.
  const [chief] = await be.db
    .select({ personId: users.personId })
    .from(users)
    .where(eq(users.username, 'chief@example.com'));
  const [crew] = await be.db
    .select({ personId: users.personId })
    .from(users)
    .where(eq(users.username, 'crew@example.com'));
  const made = await crewWithChiefAndMembers(be, {
    chiefId: chief!.personId,
    members: [crew!.personId],
    date: D,
    name: NAMES[0].join(' '),
  });
  crewId = made.crewId;
  project = (
    await be.db
      .select({ number: projects.number, name: projects.name })
      .from(projects)
      .where(eq(projects.id, made.projectId))
  )[0]!;
  await insertCheck(be, made, crew!.personId, D, { inAt: `${D}T07:00:00Z`, outAt: `${D}T16:00:00Z` });
  expect(
    (await be.call('POST', `/projectCrews/${crewId}/deliveryNote/release`, { token: tokens.chief, body: { date: D } }))
      .status,
  ).toBe(200);
  const signed = await be.call('POST', `/projectCrews/${crewId}/deliveryNote/signed`, {
    token: tokens.client,
    body: { date: D, signerName: NAMES[3].join(''), signature },
  });
  expect(signed.status).toBe(200);
  // The crew member's form the demo signed.
  const [form] = await be.db
    .select({ id: forms.id })
    .from(forms)
    .innerJoin(formResults, eq(formResults.formId, forms.id))
    .where(and(eq(forms.tenantId, 1), eq(forms.name, 'Crew feedback'), eq(formResults.personId, crew!.personId)));
  formId = form!.id;
  // An invoice to a client.
  const companies = (await be.call('GET', '/companies', { token: tokens.office })).body.data as {
    id: number;
    name: string;
    parentId: number | null;
  }[];
  const company = companies.find((c) => c.parentId === null)!;
  const client = await createClient(be, 1);
  const inv = await be.call('POST', `/companies/${company.id}/invoices`, {
    token: tokens.office,
    body: invoiceBody(client.id),
  });
  invoice = { ...inv.body.data, sender: company.name };
  // Mail the demo left queued is sent first, so that each test reads only its own.
  await be.runJobs();
  smtp.received.length = 0;
});
afterAll(async () => {
  await be?.close();
  await smtp?.close();
});

const mailer = () => createMailer({ smtpUrl: smtp.url, from: 'x@crewdeck.local', log: () => {} });

/** The reader's language and name for one locale; returns the name. */
async function become(locale: TLocale, i: number) {
  const [firstName, lastName] = NAMES[i % NAMES.length]!;
  await be.db.update(users).set({ language: locale }).where(eq(users.id, reader.userId));
  await be.db.update(persons).set({ firstName, lastName }).where(eq(persons.id, reader.personId));
  return { firstName, lastName };
}

/** Delivers what is queued and parses the one message that went to the reader. */
async function received(): Promise<ParsedMail> {
  await be.runJobs();
  const mine = [];
  for (const raw of smtp.received.splice(0)) {
    const parsed = await simpleParser(raw);
    const to = Array.isArray(parsed.to) ? parsed.to : [parsed.to];
    if (to.some((a) => a?.value.some((v) => v.address === email))) mine.push(parsed);
  }
  expect(mine).toHaveLength(1);
  return mine[0]!;
}

/** The mail as the mailbox keeps it is the mail as sent. */
async function expectKeptAsSent(parsed: ParsedMail) {
  const [row] = await be.db
    .select()
    .from(outgoingMails)
    .where(eq(outgoingMails.to, email))
    .orderBy(desc(outgoingMails.id))
    .limit(1);
  expect(row!.subject).toBe(parsed.subject);
  expect(row!.text.trim()).toBe(parsed.text!.trim());
  expect(parsed.html).toContain(row!.html!.match(/<body[^>]*>([\s\S]*)<\/body>/)![1]!.slice(0, 200));
}

/** Both parts, in the tenant's dress, with every expected sentence; the link in both. */
function expectWritten(parsed: ParsedMail, locale: TLocale, sentences: string[], link?: RegExp) {
  const html = parsed.html as string;
  expect(html).toContain(`lang="${locale}"`);
  expect(html).toContain('Crewdeck Demo');
  expect(html).toContain(THEME_COLOR.default);
  const htmlText = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  for (const sentence of sentences) {
    expect(parsed.text).toContain(sentence);
    expect(htmlText).toContain(sentence);
  }
  if (link) {
    const url = parsed.text!.match(link)?.[0];
    expect(url).toBeTruthy();
    expect(html).toContain(`href="${url}"`);
  }
}

describe.each(LOCALES.map((locale, i) => [locale, i] as const))('mail in %s', (locale, i) => {
  const t = mailT(locale);
  const format = readerFormat({ locale, timeZone: TIME_ZONE });

  it('password reset', async () => {
    await become(locale, i);
    // The job behind POST /forgottenPassword (which allows three requests per name in 15 minutes).
    await sendPasswordReset(be.db, mailer(), { tenantId: 1, username: reader.username, webOrigin: WEB });
    const mail = await received();
    expect(mail.subject).toBe(t('passwordReset.subject'));
    expectWritten(
      mail,
      locale,
      [
        t('greetingNoName'),
        t('passwordReset.intro', { username: reader.username }),
        t('passwordReset.expiry', { duration: format.hours(1) }),
        t('passwordReset.notYou'),
      ],
      /http:\/\/\S+\/forgottenPassword\/[\w-]+/,
    );
    await expectKeptAsSent(mail);
  });

  it('welcome, with its guide', async () => {
    const { firstName } = await become(locale, i);
    const welcome = await welcomeMail(be.db, {
      tenantId: 1,
      userId: reader.userId,
      to: email,
      firstName,
      username: reader.username,
      webOrigin: WEB,
    });
    await mailer().send(be.db, welcome);
    const mail = await received();
    expect(mail.subject).toBe(t('welcome.subject', { tenant: 'Crewdeck Demo' }));
    expectWritten(
      mail,
      locale,
      [
        t('greeting', { name: firstName }),
        t('welcome.intro', { username: reader.username }),
        t('welcome.guideAttached'),
      ],
      /http:\/\/\S+\/welcome\/[\w-]+/,
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${t('welcome.guide.fileName')}.pdf`]);
    // The guide is in the reader's language too (read back with pdftotext).
    const guide = pdfText(mail.attachments[0]!.content);
    for (const key of ['passwordTitle', 'phoneTitle', 'menuTitle']) expect(guide).toContain(t(`welcome.guide.${key}`));
    await expectKeptAsSent(mail);
  });

  it('your turn to sign', async () => {
    const { firstName, lastName } = await become(locale, i);
    const title = `${NAMES[(i + 1) % NAMES.length]!.join(' ')} — ${locale}`;
    await documentToSign(be, tokens.planner, { title, personId: reader.personId });
    const mail = await received();
    expect(mail.subject).toBe(t('turnToSign.subject', { title }));
    expectWritten(
      mail,
      locale,
      [t('greeting', { name: `${firstName} ${lastName}` }), t('turnToSign.intro', { title })],
      /http:\/\/\S+\/documents\/\d+/,
    );
    // A notification: its unsubscribe line is in the reader's language too.
    expect(mail.text).toContain(t('unsubscribe', { link: 'http' }).split('http')[0]!);
    await expectKeptAsSent(mail);
  });

  it('a signed delivery note', async () => {
    await become(locale, i);
    const res = await be.call('POST', `/projectCrews/${crewId}/deliveryNote/signed/send`, {
      token: tokens.chief,
      body: { date: D, email },
    });
    expect(res.status).toBe(200);
    const mail = await received();
    const facts = {
      projectNumber: project.number,
      projectName: project.name,
      crew: NAMES[0].join(' '),
      date: format.calendar(D, 'calendarDateLong'),
    };
    expect(mail.subject).toBe(t('crewDocument.deliveryNote.subject', facts));
    expect(mail.attachments).toHaveLength(1);
    expectWritten(mail, locale, [
      t('greetingNoName'),
      t('crewDocument.deliveryNote.intro', { ...facts, signer: NAMES[3].join('') }),
    ]);
    await expectKeptAsSent(mail);
  });

  it('a signed form', async () => {
    await become(locale, i);
    const res = await be.call('POST', `/forms/perform/${formId}/send`, { token: tokens.crew, body: { email } });
    expect(res.status).toBe(200);
    const mail = await received();
    expect(mail.subject).toBe(t('formSigned.subject', { form: 'Crew feedback' }));
    expectWritten(mail, locale, [t('formSigned.intro', { form: 'Crew feedback' })]);
    await expectKeptAsSent(mail);
  });

  it('an invoice', async () => {
    await become(locale, i);
    const res = await be.call('POST', `/invoices/${invoice.number}/send`, {
      headers: ANY_VERSION,
      token: tokens.office,
      body: { to: email },
    });
    expect(res.status).toBe(200);
    const mail = await received();
    expect(mail.subject).toBe(t('invoice.subject', { number: invoice.number, sender: invoice.sender }));
    const date = (d: string) => format.calendar(d, 'calendarDateLong');
    expectWritten(mail, locale, [
      t('invoice.intro', { number: invoice.number, date: date(invoice.date), dueDate: date(invoice.dueDate) }),
      t('signOff'),
    ]);
    await expectKeptAsSent(mail);
  });
});
