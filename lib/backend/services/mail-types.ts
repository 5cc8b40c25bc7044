// What a mail is and what sends it (mail.ts), on their own: the backend's context names the
// mailer without importing how mail is written.
import type { DbOrTx } from '../db/client';
import type { TLocale } from '../../domain/i18n/locales';

export type TMail = {
  tenantId: number;
  to: string;
  cc?: string[];
  /** The reader's language (services/i18n/reader-of.ts): the unsubscribe line is in it too. */
  locale: TLocale;
  subject: string;
  text: string;
  html: string;
  attachments?: { fileName: string; contentType: string; content: Buffer }[];
  /** For notifications: the web origin the unsubscribe link points to. */
  notification?: { webOrigin: string };
  /** The client the mail concerns: it is sent from (and kept in) that client's mailbox. */
  contactId?: number;
  /** The sender, when not the mailbox's own (an invoice goes out in its company's name). */
  from?: string;
};
export type TMailer = {
  /** Stores the message and queues its delivery; `skipped` when the address unsubscribed. */
  send: (db: DbOrTx, mail: TMail) => Promise<{ id: number; skipped: boolean }>;
  /** Hands a stored message to SMTP (or the log); throws when SMTP fails, so the job retries. */
  deliver: (db: DbOrTx, id: number) => Promise<void>;
};
