// The files of a document: the uploaded PDF, and the signed PDF once every signature is in.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { documents } from '../../../db/schema';
import type { TAuth } from '../../../context';
import { notFound } from '../../../errors';
import { findDocument } from './read-document';

export async function documentFile(db: DbOrTx, auth: TAuth, id: number) {
  const doc = await findDocument(db, auth, id);
  const [row] = await db.select({ file: documents.file }).from(documents).where(eq(documents.id, doc.id));
  return { pdf: row!.file, fileName: doc.fileName };
}

export async function signedDocumentFile(db: DbOrTx, auth: TAuth, id: number) {
  const doc = await findDocument(db, auth, id);
  const [row] = await db.select({ pdf: documents.signedPdf }).from(documents).where(eq(documents.id, doc.id));
  if (!row?.pdf || !doc.signedAt) throw notFound('Signed document');
  return { pdf: row.pdf, fileName: doc.fileName.replace(/\.pdf$/, '-signed.pdf') };
}
