// Telling a signatory it is their turn: one function, so that every channel goes out
// from one place: an email through the mailer and a Web Push message, both queued in the
// caller's transaction.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { documentSignatories, persons } from '../../../db/schema';
import type { TMailer } from '../../mail-types';
import { notifyDocumentToSign } from '../../notifications/push-events';
import { personName } from '../../people/names';
import { clock } from '../../../../domain/clock';
import { composeMail, mailWords } from '../../mail-text/compose';
import { readerOf } from '../../i18n/reader-of';

export type TNextSignatory = { signatoryId: number; documentId: number; title: string };

/** Sends "your turn" to each signatory not told before; returns the ids of those told. */
export async function notifyNextSignatory(
  db: DbOrTx,
  mailer: TMailer,
  o: { tenantId: number; webOrigin: string; next: readonly TNextSignatory[]; now?: Date },
): Promise<number[]> {
  if (!o.next.length) return [];
  const rows = await db
    .select({ id: documentSignatories.id, personId: persons.id, email: persons.email, name: personName })
    .from(documentSignatories)
    .innerJoin(persons, eq(persons.id, documentSignatories.personId))
    .where(
      and(
        eq(documentSignatories.tenantId, o.tenantId),
        inArray(
          documentSignatories.id,
          o.next.map((n) => n.signatoryId),
        ),
        isNull(documentSignatories.notifiedAt),
      ),
    );
  const told: number[] = [];
  for (const row of rows) {
    const next = o.next.find((n) => n.signatoryId === row.id)!;
    if (row.email) {
      const reader = await readerOf(db, o.tenantId, { personId: row.personId });
      const { t } = mailWords(reader);
      await mailer.send(db, {
        tenantId: o.tenantId,
        to: row.email,
        ...composeMail(reader, {
          subject: t('turnToSign.subject', { title: next.title }),
          greet: row.name,
          paragraphs: [t('turnToSign.intro', { title: next.title })],
          action: { label: t('turnToSign.action'), url: `${o.webOrigin}/documents/${next.documentId}` },
        }),
        notification: { webOrigin: o.webOrigin },
      });
    }
    await notifyDocumentToSign(db, {
      tenantId: o.tenantId,
      personId: row.personId,
      documentId: next.documentId,
      title: next.title,
    });
    await db
      .update(documentSignatories)
      .set({ notifiedAt: o.now ?? clock.now() })
      .where(eq(documentSignatories.id, row.id));
    told.push(row.id);
  }
  return told;
}
