import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outgoingMails } from '../db/schema';
import { startTestBackend, type TTestBackend } from '../test-support/test-backend';
import { createMailer } from './mail';

type TReceived = { from: string; to: string[]; raw: string };

function startSmtp(): Promise<{ url: string; received: TReceived[]; close: () => Promise<void> }> {
  const received: TReceived[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let be: TTestBackend;
beforeAll(async () => {
  smtp = await startSmtp();
  be = await startTestBackend({ smtpUrl: smtp.url });
  // The demo data leaves mail of its own in the queue (the signing turn it seeds, …): send it
  // first, so that each test counts only its own.
  await be.runJobs();
  smtp.received.length = 0;
});
afterAll(async () => {
  await be.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('sends the forgotten-password link through a real SMTP server and marks it sent', async () => {
    const res = await be.call('POST', '/forgottenPassword', { body: { username: 'planner@example.com' } });
    expect(res.status).toBe(200);
    // The request only queued the reset; the job makes the link and queues the delivery.
    expect(smtp.received).toHaveLength(0);
    expect(await be.runJobs()).toBe(2);
    expect(smtp.received).toHaveLength(1);
    const msg = smtp.received[0]!;
    expect(msg.to).toEqual(['planner@example.com']);
    expect(msg.raw).toContain('Subject: Reset your password');
    expect(msg.raw.replace(/=\r?\n/g, '')).toMatch(/forgottenPassword\/[A-Za-z0-9_-]{20,}/);
    const [row] = await be.db.select().from(outgoingMails).orderBy(desc(outgoingMails.id)).limit(1);
    expect(row!.sentAt).not.toBeNull();
    expect(row!.error).toBeNull();
  });

  it('records the failure when the SMTP server cannot be reached, keeps the message, and lets the job retry', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@crewdeck.local', log: () => {} });
    const { id } = await mailer.send(be.db, {
      tenantId: 1,
      to: 'someone@example.com',
      locale: 'en',
      subject: 'Hello',
      text: 'Body',
      html: '<p>Body</p>',
    });
    await expect(mailer.deliver(be.db, id)).rejects.toThrow(/ECONNREFUSED|connect/i);
    const [row] = await be.db.select().from(outgoingMails).where(eq(outgoingMails.id, id));
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    // The queued delivery is still due: the backend's own worker (a reachable server) sends it.
    await be.runJobs();
    const [after] = await be.db.select().from(outgoingMails).where(eq(outgoingMails.id, id));
    expect(after!.sentAt).not.toBeNull();
    expect(after!.error).toBeNull();
  });
});

describe('unsubscribe', () => {
  it('stops notification mail to the address, but not transactional mail', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'x@crewdeck.local', log: () => {} });
    const first = await mailer.send(be.db, {
      tenantId: 1,
      to: 'Crew@Example.com',
      subject: 'New job',
      text: 'A job',
      html: '<p>A job</p>',
      locale: 'en',
      notification: { webOrigin: 'http://localhost:3000' },
    });
    const [row] = await be.db.select().from(outgoingMails).where(eq(outgoingMails.id, first.id));
    expect(row!.text).toContain(`http://localhost:3000/unsubscribe/${row!.unsubscribeToken}`);

    expect((await be.call('POST', '/emailMessages/unsubscribe/not-a-real-token-xyz')).status).toBe(404);
    // A token of tenant 1 is unknown on tenant 2's host.
    expect(
      (await be.call('POST', `/emailMessages/unsubscribe/${row!.unsubscribeToken}`, { host: 'moyo.localhost' })).status,
    ).toBe(404);
    const res = await be.call('POST', `/emailMessages/unsubscribe/${row!.unsubscribeToken}`);
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe('Crew@Example.com');

    await be.runJobs();
    const before = smtp.received.length;
    const second = await mailer.send(be.db, {
      tenantId: 1,
      to: 'crew@example.com',
      subject: 'Another job',
      text: 'A job',
      html: '<p>A job</p>',
      locale: 'en',
      notification: { webOrigin: 'http://localhost:3000' },
    });
    expect(second.skipped).toBe(true);
    await mailer.send(be.db, {
      tenantId: 1,
      to: 'crew@example.com',
      locale: 'en',
      subject: 'Reset',
      text: 'Link',
      html: '<p>Link</p>',
    });
    expect(await be.runJobs()).toBe(1);
    expect(smtp.received.length).toBe(before + 1);
  });
});

describe('attachments', () => {
  it('keeps attachments with the message and sends them over SMTP', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'x@crewdeck.local', log: () => {} });
    await be.runJobs();
    const before = smtp.received.length;
    const pdf = Buffer.from('%PDF-1.4 test');
    await mailer.send(be.db, {
      tenantId: 1,
      to: 'client@example.com',
      subject: 'Delivery note',
      text: 'Attached',
      html: '<p>Attached</p>',
      locale: 'en',
      attachments: [{ fileName: 'note.pdf', contentType: 'application/pdf', content: pdf }],
    });
    await be.runJobs();
    expect(smtp.received.length).toBe(before + 1);
    const raw = smtp.received[before]!.raw;
    expect(raw).toContain('filename=note.pdf');
    expect(raw).toContain(pdf.toString('base64'));
  });
});
