// Reading the mailbox (rules "Mailbox"): the messages of the mailboxes the caller may read,
// newest first; another mailbox's message answers 404 like a missing one.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailboxes, outgoingMailAttachments, outgoingMails } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { getMailboxRights } from '../auth/rights';
import { containsPattern } from '../search-pattern';
import {
  MAILBOX_READ_RIGHT,
  type TEmailAttachment,
  type TEmailListItem,
  type TEmailMessage,
  type TEmailState,
} from '../../../domain/mail';
import type { TNamedRef } from '../../../domain/response-parts';
import { hideSecretLinks, sanitizeMailHtml } from './sanitize';

/**
 * The mailboxes the caller reads, by name: those they hold `emailMessages` on (a client: their
 * own client's), and — for whoever reads the tenant's default mailbox — every client's mailbox.
 */
export async function readableMailboxes(db: DbOrTx, auth: TAuth): Promise<TNamedRef[]> {
  const granted = (await getMailboxRights(db, auth)).filter((m) => m.rights.includes(MAILBOX_READ_RIGHT));
  if (granted.length === 0) return [];
  const rows = await db
    .select({ id: mailboxes.id, name: mailboxes.name, isDefault: mailboxes.isDefault, contactId: mailboxes.contactId })
    .from(mailboxes)
    .where(eq(mailboxes.tenantId, auth.tenantId))
    .orderBy(desc(mailboxes.isDefault), asc(mailboxes.name), asc(mailboxes.id));
  const ids = new Set(granted.map((m) => m.id));
  const office = rows.some((r) => r.isDefault && ids.has(r.id));
  return rows.filter((r) => ids.has(r.id) || (office && r.contactId !== null)).map(({ id, name }) => ({ id, name }));
}

export async function readableMailboxIds(db: DbOrTx, auth: TAuth): Promise<number[]> {
  return (await readableMailboxes(db, auth)).map((m) => m.id);
}

const attachmentCount = sql<number>`(select count(*)::int from ${outgoingMailAttachments} a where a.mail_id = ${outgoingMails.id})`;

const listColumns = {
  id: outgoingMails.id,
  mailboxId: mailboxes.id,
  mailboxName: mailboxes.name,
  from: outgoingMails.from,
  to: outgoingMails.to,
  cc: outgoingMails.cc,
  subject: outgoingMails.subject,
  createdAt: outgoingMails.createdAt,
  sentAt: outgoingMails.sentAt,
  error: outgoingMails.error,
  attachmentCount,
};

type TListRow = {
  id: number;
  mailboxId: number;
  mailboxName: string;
  from: string;
  to: string;
  cc: string[];
  subject: string;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
  attachmentCount: number;
};

function stateOf(r: { sentAt: Date | null; error: string | null }): TEmailState {
  if (r.error === 'unsubscribed') return 'unsubscribed';
  if (r.sentAt) return 'sent';
  return r.error ? 'failed' : 'queued';
}

const toListItem = (r: TListRow): TEmailListItem => ({
  id: r.id,
  mailbox: { id: r.mailboxId, name: r.mailboxName },
  from: r.from,
  to: r.to,
  cc: r.cc,
  subject: r.subject,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  state: stateOf(r),
  attachmentCount: Number(r.attachmentCount),
});

function readableWhere(auth: TAuth, ids: number[]): SQL {
  return and(
    eq(outgoingMails.tenantId, auth.tenantId),
    ids.length ? inArray(outgoingMails.mailboxId, ids) : sql`false`,
  )!;
}

export async function listEmailMessages(
  db: DbOrTx,
  auth: TAuth,
  q: { mailboxId?: number; search?: string; limit: number; page: number },
): Promise<{ data: TEmailListItem[]; total: number }> {
  const ids = await readableMailboxIds(db, auth);
  const parts: (SQL | undefined)[] = [readableWhere(auth, ids)];
  if (q.mailboxId !== undefined) parts.push(eq(outgoingMails.mailboxId, q.mailboxId));
  if (q.search) {
    const like = containsPattern(q.search);
    parts.push(or(ilike(outgoingMails.subject, like), ilike(outgoingMails.to, like), ilike(outgoingMails.from, like)));
  }
  const where = and(...parts);
  const rows = await db
    .select(listColumns)
    .from(outgoingMails)
    .innerJoin(mailboxes, eq(mailboxes.id, outgoingMails.mailboxId))
    .where(where)
    .orderBy(desc(outgoingMails.createdAt), desc(outgoingMails.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(outgoingMails).where(where);
  return { data: rows.map(toListItem), total: total?.n ?? 0 };
}

async function readableMail(db: DbOrTx, auth: TAuth, id: number) {
  const ids = await readableMailboxIds(db, auth);
  const [row] = await db
    .select({ ...listColumns, text: outgoingMails.text, html: outgoingMails.html })
    .from(outgoingMails)
    .innerJoin(mailboxes, eq(mailboxes.id, outgoingMails.mailboxId))
    .where(and(eq(outgoingMails.id, id), readableWhere(auth, ids)));
  if (!row) throw notFound('Email');
  return row;
}

export async function listEmailAttachments(db: DbOrTx, auth: TAuth, id: number): Promise<TEmailAttachment[]> {
  await readableMail(db, auth, id);
  return attachmentsOf(db, id);
}

async function attachmentsOf(db: DbOrTx, mailId: number): Promise<TEmailAttachment[]> {
  return db
    .select({
      id: outgoingMailAttachments.id,
      fileName: outgoingMailAttachments.fileName,
      contentType: outgoingMailAttachments.contentType,
      sizeBytes: sql<number>`octet_length(${outgoingMailAttachments.content})::int`,
    })
    .from(outgoingMailAttachments)
    .where(eq(outgoingMailAttachments.mailId, mailId))
    .orderBy(outgoingMailAttachments.id);
}

export async function getEmailMessage(
  db: DbOrTx,
  auth: TAuth,
  id: number,
  opts: { showImages: boolean },
): Promise<TEmailMessage> {
  const row = await readableMail(db, auth, id);
  const body = row.html ? sanitizeMailHtml(hideSecretLinks(row.html), opts) : null;
  return {
    ...toListItem(row),
    text: hideSecretLinks(row.text),
    html: body?.html ?? null,
    remoteImages: body?.remoteImages ?? 0,
    imagesShown: opts.showImages,
    attachments: await attachmentsOf(db, id),
  };
}

export async function emailAttachmentFile(db: DbOrTx, auth: TAuth, id: number, attachmentId: number) {
  await readableMail(db, auth, id);
  const [file] = await db
    .select({
      fileName: outgoingMailAttachments.fileName,
      contentType: outgoingMailAttachments.contentType,
      content: outgoingMailAttachments.content,
    })
    .from(outgoingMailAttachments)
    .where(and(eq(outgoingMailAttachments.id, attachmentId), eq(outgoingMailAttachments.mailId, id)));
  if (!file) throw notFound('Attachment');
  return file;
}
