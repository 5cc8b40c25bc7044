// The mailbox over HTTP: every mail the product sends lands in the mailbox it was sent from;
// a user reads only the mailboxes they hold `emailMessages` on (a client: their own client's);
// bodies come sanitised, one-time links hidden, remote images blocked until asked; attachments
// download. Another tenant's messages answer 404.
import { desc, eq } from 'drizzle-orm';
import { mailboxes, outgoingMails, persons } from '../../db/schema';
import { HOST_MOYO } from '../../test-support/test-backend';
import { withBackend } from '../../test-support/with-backend';
import { createClient, invoiceBody, loginWithRights } from '../../test-support/money';
import { pdfText } from '../../test-support/pdf-text';
import { storeMail } from '../../services/mail';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['office', 'client', 'planner', 'crew', 'moyoOffice'] });

type TItem = {
  id: number;
  mailbox: { id: number; name: string };
  to: string;
  subject: string;
  attachmentCount: number;
};
const list = async (token: string, query = '', host?: string) =>
  (await be.call('GET', `/emailMessages${query}`, { token, host })).body.data as TItem[];

async function download(path: string, token: string) {
  const res = await fetch(`${be.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': 'localhost' },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('who reads which mailbox', () => {
  it('gives the office the office mailbox and the clients’ mailboxes, newest first', async () => {
    // The office holds the right on its own mailbox; the clients' mailboxes come with it.
    const granted = (await be.call('GET', '/mailboxUserRights', { token: tokens.office })).body.data;
    expect(granted.map((m: { name: string }) => m.name)).toEqual(['Office']);
    const rights = (await be.call('GET', '/mailboxes', { token: tokens.office })).body.data;
    const names = rights.map((m: { name: string }) => m.name);
    expect(names[0]).toBe('Office');
    expect(names).toEqual(expect.arrayContaining(['Rotterdam Ahoy Events', 'Utrecht Jaarbeurs Expo']));
    expect(names.slice(1)).toEqual([...names.slice(1)].sort());
    const mails = await list(tokens.office);
    expect(new Set(mails.map((m) => m.mailbox.name))).toEqual(new Set(rights.map((m: { name: string }) => m.name)));
    expect(mails.some((m) => m.subject === 'Welcome to Crewdeck Demo' && m.attachmentCount === 1)).toBe(true);
    expect(mails.some((m) => m.subject.startsWith('Invoice CD-'))).toBe(true);
    const office = rights.find((m: { name: string }) => m.name === 'Office');
    const onlyOffice = await list(tokens.office, `?mailboxId=${office.id}`);
    expect(onlyOffice.every((m) => m.mailbox.id === office.id)).toBe(true);
  });

  it('gives a client only their own client’s mailbox: their invoices, no one else’s mail', async () => {
    const rights = (await be.call('GET', '/mailboxUserRights', { token: tokens.client })).body.data;
    expect(rights).toEqual([{ id: expect.any(Number), name: 'Rotterdam Ahoy Events', rights: ['emailMessages'] }]);
    expect((await be.call('GET', '/mailboxes', { token: tokens.client })).body.data).toEqual([
      { id: rights[0].id, name: 'Rotterdam Ahoy Events' },
    ]);
    const mails = await list(tokens.client);
    expect(mails.length).toBeGreaterThanOrEqual(4);
    expect(mails.every((m) => m.mailbox.id === rights[0].id && m.subject.startsWith('Invoice'))).toBe(true);
    const officeMail = (await list(tokens.office)).find((m) => m.mailbox.name === 'Office')!;
    expect((await be.call('GET', `/emailMessages/${officeMail.id}`, { token: tokens.client })).status).toBe(404);
    expect((await download(`/emailMessages/${officeMail.id}/attachments/1`, tokens.client)).status).toBe(404);
  });

  it('refuses callers without the mailbox right, and shows nothing to one without a mailbox', async () => {
    for (const token of [tokens.planner, tokens.crew])
      expect((await be.call('GET', '/emailMessages', { token })).status).toBe(403);
    const none = await loginWithRights(be, 1, ['office'], { mailboxes: ['READ'] });
    expect(await list(none.token)).toEqual([]);
    const any = (await list(tokens.office))[0]!;
    expect((await be.call('GET', `/emailMessages/${any.id}`, { token: none.token })).status).toBe(404);
  });

  it('answers 404 to another tenant', async () => {
    const any = (await list(tokens.office))[0]!;
    const o = { token: tokens.moyoOffice, host: HOST_MOYO };
    expect((await be.call('GET', `/emailMessages/${any.id}`, o)).status).toBe(404);
    expect((await be.call('GET', `/emailMessages/${any.id}/attachments`, o)).status).toBe(404);
    expect((await list(tokens.moyoOffice, '', HOST_MOYO)).every((m) => m.id !== any.id)).toBe(true);
  });
});

describe('a message', () => {
  it('shows a welcome mail without its password link, and its guide downloads as a PDF', async () => {
    const welcome = (await list(tokens.office, '?search=Welcome')).find((m) => m.to === 'client@example.com')!;
    const res = await be.call('GET', `/emailMessages/${welcome.id}`, { token: tokens.office });
    expect(res.status).toBe(200);
    const m = res.body.data;
    expect(m.from).toBe('Crewdeck <no-reply@crewdeck.local>');
    expect(m.text).toContain('/welcome/…');
    expect(m.text).not.toMatch(/\/welcome\/[A-Za-z0-9_-]{16,}/);
    expect(m.attachments).toEqual([
      {
        id: expect.any(Number),
        fileName: 'getting-started.pdf',
        contentType: 'application/pdf',
        sizeBytes: expect.any(Number),
      },
    ]);
    const file = await download(`/emailMessages/${welcome.id}/attachments/${m.attachments[0].id}`, tokens.office);
    expect(file.type).toBe('application/pdf');
    expect(file.disposition).toContain('attachment; filename="getting-started.pdf"');
    expect(pdfText(file.bytes)).toContain('Welcome to Crewdeck Demo');
  });

  it('sanitises an HTML body and keeps remote images back until asked', async () => {
    const { id } = await storeMail(
      be.db,
      {
        tenantId: 1,
        to: 'someone@example.com',
        cc: ['copy@example.com'],
        subject: 'Newsletter',
        locale: 'en',
        text: 'Plain version',
        html: '<p onclick="alert(1)">Hello</p><script>alert(2)</script><img src="https://tracker.example/o.gif">',
      },
      { defaultFrom: 'Crewdeck <no-reply@crewdeck.local>' },
    );
    const m = (await be.call('GET', `/emailMessages/${id}`, { token: tokens.office })).body.data;
    expect(m).toMatchObject({
      cc: ['copy@example.com'],
      from: 'Crewdeck <no-reply@crewdeck.local>',
      remoteImages: 1,
      imagesShown: false,
    });
    expect(m.html).toBe('<p>Hello</p><img data-remote-src="https://tracker.example/o.gif" />');
    const shown = (await be.call('GET', `/emailMessages/${id}?images=true`, { token: tokens.office })).body.data;
    expect(shown.html).toBe('<p>Hello</p><img src="https://tracker.example/o.gif" />');
  });
});

describe('every mail lands in the mailbox it was sent from', () => {
  it('a welcome mail of a new login and a password reset: the office mailbox', async () => {
    const [office] = await be.db
      .select()
      .from(mailboxes)
      .where(eq(mailboxes.tenantId, 1))
      .orderBy(mailboxes.id)
      .limit(1);
    const [person] = await be.db
      .insert(persons)
      .values({ tenantId: 1, firstName: 'Wim', lastName: 'Nieuw', email: 'wim@mail.example' })
      .returning();
    const made = await be.call('POST', '/users', {
      token: tokens.office,
      body: { personId: person!.id, username: 'wim@mail.example', loginTypes: ['crew'] },
    });
    expect(made.status).toBe(201);
    await be.call('POST', '/forgottenPassword', { body: { username: 'planner@example.com' } });
    await be.runJobs(); // the reset is made and mailed by a job
    const latest = await be.db.select().from(outgoingMails).orderBy(desc(outgoingMails.id)).limit(2);
    expect(latest.map((m) => [m.subject, m.mailboxId])).toEqual([
      ['Reset your password', office!.id],
      ['Welcome to Crewdeck Demo', office!.id],
    ]);
    const inbox = await list(tokens.office, `?mailboxId=${office!.id}`);
    expect(inbox[0]!.subject).toBe('Reset your password');
  });

  it('an invoice: the client’s mailbox, made on first use and read by the office', async () => {
    const client = await createClient(be, 1);
    const companies = (await be.call('GET', '/companies', { token: tokens.office })).body.data;
    const inv = (
      await be.call('POST', `/companies/${companies[0].id}/invoices`, {
        token: tokens.office,
        body: invoiceBody(client.id),
      })
    ).body.data;
    await be.call('POST', `/invoices/${inv.number}/send`, {
      headers: ANY_VERSION,
      token: tokens.office,
      body: { to: 'ap@new.example' },
    });
    const rights = (await be.call('GET', '/mailboxes', { token: tokens.office })).body.data;
    const box = rights.find((m: { name: string }) => m.name === client.name);
    expect(box).toBeDefined();
    const inbox = await list(tokens.office, `?mailboxId=${box.id}`);
    expect(inbox.map((m) => m.subject)).toEqual([expect.stringContaining(inv.number)]);
  });
});
