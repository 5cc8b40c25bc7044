// Outgoing mail. Every message is kept in outgoing_mails (the demo follows links from
// there); with SMTP_URL it is also sent through nodemailer.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../db/client';
import { outgoingMails } from '../db/schema';

export type TMail = { tenantId: number | null; to: string; subject: string; text: string; html?: string };
export type TMailer = { send: (db: DbOrTx, mail: TMail) => Promise<void> };

export function createMailer(opts: { smtpUrl?: string; from: string; log?: (line: string) => void }): TMailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const log = opts.log ?? ((line: string) => console.log(line));
  return {
    async send(db, mail) {
      const [row] = await db
        .insert(outgoingMails)
        .values({ tenantId: mail.tenantId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
        .returning({ id: outgoingMails.id });
      if (!transport) {
        log(`[mail] stored #${row!.id} for ${mail.to}: ${mail.subject}\n${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db.update(outgoingMails).set({ sentAt: new Date() }).where(eq(outgoingMails.id, row!.id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await db.update(outgoingMails).set({ error: message.slice(0, 500) }).where(eq(outgoingMails.id, row!.id));
        log(`[mail] sending #${row!.id} failed: ${message}`);
      }
    },
  };
}
