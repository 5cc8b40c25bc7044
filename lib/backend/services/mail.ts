// Outgoing mail. Every message is kept in outgoing_mails, in the mailbox it is sent from
// (services/mailbox/mailboxes.ts; the demo follows links from there, and the mailbox screen
// shows them); with SMTP_URL it is also sent through nodemailer.
// Every mail is written in its reader's language, as plain text with an HTML alternative
// (services/mail-text). Notification mail carries an unsubscribe link and is not sent to
// unsubscribed addresses; transactional mail (password links) always goes out.
// Sending is two steps: `send` stores the message and queues its delivery in the caller's
// transaction (so a request never waits for, or reveals anything through, the SMTP server);
// the `mail.deliver` job (lib/backend/jobs) hands it to SMTP later, with retries.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../db/client';
import { emailUnsubscribes, outgoingMailAttachments, outgoingMails } from '../db/schema';
import { enqueue } from '../jobs/queue';
import { contactMailbox, defaultMailbox } from './mailbox/mailboxes';
import { clock } from '../../domain/clock';
import { withUnsubscribe } from './mail-text/compose';
import type { TMail, TMailer } from './mail-types';
import { processLog } from '../../node-http/logger';

export const MAIL_DELIVER_JOB = 'mail.deliver';

async function isUnsubscribed(db: DbOrTx, tenantId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(and(eq(emailUnsubscribes.tenantId, tenantId), eq(emailUnsubscribes.email, email.toLowerCase())));
  return Boolean(row);
}

/**
 * Keeps a message in its mailbox, with its sender, copies and attachments; `skipped` when it is
 * a notification to an address that unsubscribed. The demo seed stores its mail this way too.
 */
export async function storeMail(
  db: DbOrTx,
  mail: TMail,
  opts: { defaultFrom: string; sentAt?: Date },
): Promise<{ id: number; skipped: boolean }> {
  const mailbox = mail.contactId
    ? await contactMailbox(db, mail.tenantId, mail.contactId)
    : await defaultMailbox(db, mail.tenantId);
  const unsubscribeToken = mail.notification ? randomBytes(24).toString('base64url') : null;
  const { text, html } = mail.notification
    ? withUnsubscribe(mail, mail.locale, `${mail.notification.webOrigin}/unsubscribe/${unsubscribeToken}`)
    : mail;
  const skipped = Boolean(mail.notification) && (await isUnsubscribed(db, mail.tenantId, mail.to));
  const [row] = await db
    .insert(outgoingMails)
    .values({
      tenantId: mail.tenantId,
      mailboxId: mailbox.id,
      from: mail.from ?? mailbox.address ?? opts.defaultFrom,
      to: mail.to,
      cc: mail.cc ?? [],
      subject: mail.subject,
      text,
      html,
      category: mail.notification ? 'notification' : 'transactional',
      unsubscribeToken,
      error: skipped ? 'unsubscribed' : null,
      sentAt: opts.sentAt ?? null,
      ...(opts.sentAt ? { createdAt: opts.sentAt } : {}),
    })
    .returning({ id: outgoingMails.id });
  const id = row!.id;
  const attachments = mail.attachments ?? [];
  if (attachments.length) {
    await db.insert(outgoingMailAttachments).values(attachments.map((a) => ({ mailId: id, ...a })));
  }
  return { id, skipped };
}

/**
 * `production`: without SMTP, the log gets only that a message was stored and for how many,
 * never its addresses or its text (reset and welcome links are as good as a password).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  log?: (line: string) => void;
  production?: boolean;
}): TMailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const log = opts.log ?? ((line: string) => processLog().info(line));
  return {
    async send(db, mail) {
      const stored = await storeMail(db, mail, { defaultFrom: opts.from });
      if (!stored.skipped)
        await enqueue(db, MAIL_DELIVER_JOB, { mailId: stored.id }, { tenantId: mail.tenantId, key: String(stored.id) });
      return stored;
    },

    async deliver(db, id) {
      const [mail] = await db.select().from(outgoingMails).where(eq(outgoingMails.id, id));
      if (!mail || mail.sentAt) return;
      if (!transport) {
        // Without SMTP (the demo, development) the log is where mail goes: it has been delivered there.
        // In production neither whom it is for nor what it says: addresses are personal data.
        log(
          opts.production
            ? `[mail] stored #${id} for ${1 + mail.cc.length} recipient(s), not sent: set SMTP_URL to deliver mail`
            : `[mail] stored #${id} for ${[mail.to, ...mail.cc].join(', ')}: ${mail.subject}\n${mail.text}`,
        );
        await db.update(outgoingMails).set({ sentAt: clock.now(), error: null }).where(eq(outgoingMails.id, id));
        return;
      }
      const attachments = await db.select().from(outgoingMailAttachments).where(eq(outgoingMailAttachments.mailId, id));
      try {
        await transport.sendMail({
          from: mail.from || opts.from,
          to: mail.to,
          cc: mail.cc.length ? mail.cc : undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: attachments.map((a) => ({
            filename: a.fileName,
            contentType: a.contentType,
            content: a.content,
          })),
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await db
          .update(outgoingMails)
          .set({ error: message.slice(0, 500) })
          .where(eq(outgoingMails.id, id));
        throw err;
      }
      await db.update(outgoingMails).set({ sentAt: clock.now(), error: null }).where(eq(outgoingMails.id, id));
    },
  };
}

/** Records the unsubscribe of the address a notification was sent to. */
export async function unsubscribeByToken(db: DbOrTx, tenantId: number, token: string): Promise<string | null> {
  const [mail] = await db
    .select({ to: outgoingMails.to })
    .from(outgoingMails)
    .where(and(eq(outgoingMails.tenantId, tenantId), eq(outgoingMails.unsubscribeToken, token)));
  if (!mail) return null;
  await db.insert(emailUnsubscribes).values({ tenantId, email: mail.to.toLowerCase() }).onConflictDoNothing();
  return mail.to;
}
