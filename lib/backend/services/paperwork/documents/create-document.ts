// Creating a document to sign (for planners and office): an uploaded PDF with its
// description (type, title, whom it is about, signatories in order or in parallel). The file
// must be a PDF the signed copy can be built on; every referenced id must be of the tenant.
// The first signatory ("one by one") or all of them (parallel) are told at once.
import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../../db/client';
import {
  companies,
  contacts,
  documentSignatories,
  documentSignatures,
  documents,
  documentTypes,
  persons,
  staffContracts,
} from '../../../db/schema';
import type { TAuth } from '../../../context';
import { ApiError, invalidField, validationError } from '../../../errors';
import type { TMailer } from '../../mail-types';
import { assertInTenant } from '../../tenant-scope';
import { ZCreateDocumentInput, type TCreateDocumentInput, type TDocument } from '../../../../domain/paperwork';
import { UPLOADS, type TUploadBody } from '../../uploads';
import { notifyNextSignatory } from './notify-next-signatory';
import { getDocument } from './read-document';

/** A file name safe to store and to send back in a header: the base name, plain characters, `.pdf`. */
export function pdfFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'document'}.pdf`;
}

/** The description sent beside the file, as the JSON text of the multipart field `data`. */
export function parseDocumentData(data: unknown): TCreateDocumentInput {
  let json: unknown;
  try {
    json = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    json = undefined;
  }
  if (json === undefined) throw invalidField('data', 'Send the description of the document as JSON');
  const parsed = ZCreateDocumentInput.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

/**
 * The upload of a new document: the PDF (413, 415 or 422 on `file`, streamed by the rule of
 * `UPLOADS.signingPdf`; it must load, as the signed copy is built on it) and its description.
 */
export async function receiveDocument(
  body: TUploadBody,
): Promise<{ input: TCreateDocumentInput; file: { bytes: Buffer; name: string } }> {
  const upload = await body.read(UPLOADS.signingPdf);
  const input = parseDocumentData(upload.fields.data);
  try {
    await PDFDocument.load(upload.bytes);
  } catch {
    throw invalidField('file', 'This PDF cannot be read (is it protected with a password?)');
  }
  return { input, file: { bytes: upload.bytes, name: upload.fileName } };
}

async function checkReferences(db: Db, auth: TAuth, v: TCreateDocumentInput) {
  const t = auth.tenantId;
  await assertInTenant(db, t, documentTypes, v.typeId, 'typeId', 'Document type');
  await assertInTenant(db, t, persons, v.personId, 'personId', 'Person');
  await assertInTenant(db, t, companies, v.companyId, 'companyId', 'Company');
  await assertInTenant(db, t, contacts, v.contactId, 'contactId', 'Contact');
  if (v.staffContractId != null) {
    const [contract] = await db
      .select({ personId: staffContracts.personId })
      .from(staffContracts)
      .where(and(eq(staffContracts.id, v.staffContractId), eq(staffContracts.tenantId, t)));
    if (!contract) throw invalidField('staffContractId', `Contract ${v.staffContractId} does not exist`);
    if (v.personId != null && contract.personId !== v.personId)
      throw invalidField('staffContractId', 'This contract is of another person');
  }
  const ids = v.signatories.map((s) => s.personId);
  const found = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.tenantId, t), inArray(persons.id, ids)));
  const fields: Record<string, string> = {};
  v.signatories.forEach((s, i) => {
    if (!found.some((p) => p.id === s.personId))
      fields[`signatories.${i}.personId`] = `Person ${s.personId} does not exist`;
    else if (ids.indexOf(s.personId) !== i)
      fields[`signatories.${i}.personId`] = 'This person already signs this document';
  });
  if (Object.keys(fields).length) throw new ApiError('VALIDATION_FAILED', Object.values(fields)[0]!, fields);
}

export async function createDocument(
  db: Db,
  mailer: TMailer,
  auth: TAuth,
  o: { input: TCreateDocumentInput; file: { bytes: Buffer; name: string }; webOrigin: string },
): Promise<TDocument> {
  const v = o.input;
  await checkReferences(db, auth, v);
  const created: { id: number; title: string; signatoryIds: number[] } = await db.transaction(async (tx) => {
    const [doc] = await tx
      .insert(documents)
      .values({
        tenantId: auth.tenantId,
        typeId: v.typeId,
        title: v.title,
        companyId: v.companyId ?? null,
        contactId: v.contactId ?? null,
        personId: v.personId ?? null,
        staffContractId: v.staffContractId ?? null,
        signingOrder: v.signingOrder,
        parameters: v.parameters ?? {},
        fileName: o.file.name,
        file: o.file.bytes,
        createdByPersonId: auth.personId,
      })
      .returning({ id: documents.id, title: documents.title });
    const signatoryIds: number[] = [];
    for (const [i, s] of v.signatories.entries()) {
      const [row] = await tx
        .insert(documentSignatories)
        .values({
          tenantId: auth.tenantId,
          documentId: doc!.id,
          position: i + 1,
          personId: s.personId,
          fields: s.fields ?? [],
        })
        .returning({ id: documentSignatories.id });
      signatoryIds.push(row!.id);
      await tx
        .insert(documentSignatures)
        .values(
          (s.signatures ?? ['Signature']).map((label) => ({ tenantId: auth.tenantId, signatoryId: row!.id, label })),
        );
    }
    return { id: doc!.id, title: doc!.title, signatoryIds };
  });
  const first = v.signingOrder === 'parallel' ? created.signatoryIds : created.signatoryIds.slice(0, 1);
  await notifyNextSignatory(db, mailer, {
    tenantId: auth.tenantId,
    webOrigin: o.webOrigin,
    next: first.map((signatoryId) => ({ signatoryId, documentId: created.id, title: created.title })),
  });
  return getDocument(db, auth, created.id);
}
