// A project's documents and attachments (right projectAttachments, checked by the routes).
// Planners upload, download and delete; every upload waits for a planner's approval (rules §4),
// and until then only planners see it.
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { persons, projectDocuments } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, notFound } from '../../errors';
import { assertProjectVisible, isPlanner } from '../access';
import { personName } from '../people/names';
import {
  PROJECT_DOCUMENT_MAX_COUNT,
  ZProjectDocumentUploadFields,
  type TProjectDocument,
} from '../../../domain/projects';
import { formFields, UPLOADS, type TUploadBody } from '../uploads';
import { clock } from '../../../domain/clock';

const columns = {
  id: projectDocuments.id,
  projectId: projectDocuments.projectId,
  kind: projectDocuments.kind,
  fileName: projectDocuments.fileName,
  mimeType: projectDocuments.mimeType,
  sizeBytes: projectDocuments.sizeBytes,
  status: projectDocuments.status,
  uploadedBy: personName,
  createdAt: projectDocuments.createdAt,
  reviewedAt: projectDocuments.reviewedAt,
};
type TRow = Omit<TProjectDocument, 'createdAt' | 'reviewedAt' | 'uploadedBy'> & {
  uploadedBy: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
};
const toDocument = (r: TRow): TProjectDocument => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

const select = (db: DbOrTx) =>
  db.select(columns).from(projectDocuments).leftJoin(persons, eq(persons.id, projectDocuments.uploadedByPersonId));

/** Planners see every file; anyone else with the right only approved ones. */
const seenBy = (auth: TAuth) => (isPlanner(auth) ? undefined : eq(projectDocuments.status, 'approved'));

export async function listProjectDocuments(db: DbOrTx, auth: TAuth, projectId: number): Promise<TProjectDocument[]> {
  const rows = await select(db)
    .where(and(eq(projectDocuments.tenantId, auth.tenantId), eq(projectDocuments.projectId, projectId), seenBy(auth)))
    .orderBy(desc(projectDocuments.createdAt), desc(projectDocuments.id));
  return rows.map(toDocument);
}

async function documentById(db: DbOrTx, auth: TAuth, id: number): Promise<TProjectDocument> {
  const [row] = await select(db).where(
    and(eq(projectDocuments.id, id), eq(projectDocuments.tenantId, auth.tenantId), seenBy(auth)),
  );
  if (!row) throw notFound('Document');
  // A document of a project the caller may not see is as missing as any other.
  await assertProjectVisible(db, auth, row.projectId).catch(() => {
    throw notFound('Document');
  });
  return toDocument(row);
}

export async function uploadProjectDocument(
  db: DbOrTx,
  auth: TAuth,
  projectId: number,
  body: TUploadBody,
): Promise<TProjectDocument> {
  const [stored] = await db
    .select({ n: count() })
    .from(projectDocuments)
    .where(and(eq(projectDocuments.tenantId, auth.tenantId), eq(projectDocuments.projectId, projectId)));
  if (Number(stored?.n ?? 0) >= PROJECT_DOCUMENT_MAX_COUNT)
    throw new ApiError('CONFLICT', `A project keeps at most ${PROJECT_DOCUMENT_MAX_COUNT} files; delete some first`);
  const upload = await body.read(UPLOADS.projectDocument);
  const { kind } = formFields(ZProjectDocumentUploadFields, upload.fields);
  const [row] = await db
    .insert(projectDocuments)
    .values({
      tenantId: auth.tenantId,
      projectId,
      kind,
      fileName: upload.fileName,
      mimeType: upload.type,
      sizeBytes: upload.bytes.length,
      data: upload.bytes,
      uploadedByPersonId: auth.personId,
    })
    .returning({ id: projectDocuments.id });
  return documentById(db, auth, row!.id);
}

/** The bytes, for those who may see the document. */
export async function projectDocumentFile(db: DbOrTx, auth: TAuth, id: number) {
  const doc = await documentById(db, auth, id);
  const [row] = await db
    .select({ data: projectDocuments.data })
    .from(projectDocuments)
    .where(eq(projectDocuments.id, id));
  return { ...doc, data: row!.data };
}

export async function reviewProjectDocument(
  db: DbOrTx,
  auth: TAuth,
  id: number,
  status: 'approved' | 'rejected',
): Promise<TProjectDocument> {
  await documentById(db, auth, id);
  await db
    .update(projectDocuments)
    .set({ status, reviewedByPersonId: auth.personId, reviewedAt: clock.now() })
    .where(and(eq(projectDocuments.id, id), eq(projectDocuments.tenantId, auth.tenantId)));
  return documentById(db, auth, id);
}

export async function deleteProjectDocument(db: DbOrTx, auth: TAuth, id: number): Promise<void> {
  await documentById(db, auth, id);
  await db
    .delete(projectDocuments)
    .where(and(eq(projectDocuments.id, id), eq(projectDocuments.tenantId, auth.tenantId)));
}
