// Withdrawing a document (planners and office): possible until someone has signed it. A signed
// document, in whole or in part, never changes and is not deleted.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documentSignatories, documentSignatures, documents } from '../../../db/schema';
import type { TAuth } from '../../../context';
import { ApiError } from '../../../errors';
import { findDocument } from './read-document';

export async function deleteDocument(db: Db, auth: TAuth, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const doc = await findDocument(tx, auth, id);
    const [signed] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(documentSignatures)
      .innerJoin(documentSignatories, eq(documentSignatories.id, documentSignatures.signatoryId))
      .where(and(eq(documentSignatories.documentId, doc.id), eq(documentSignatures.signed, true)));
    if (doc.signedAt || (signed?.n ?? 0) > 0)
      throw new ApiError('ALREADY_SIGNED', 'This document has signatures: it can no longer be withdrawn');
    await tx.delete(documents).where(and(eq(documents.id, doc.id), eq(documents.tenantId, auth.tenantId)));
  });
}
