// Reading documents to sign: who may see one (its signatories, the person it is about, planners
// and office), and its signatories with their signatures and statuses (rules §3, §4).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  companies,
  contacts,
  documentSignatories,
  documentSignatures,
  documents,
  documentTypes,
  persons,
} from '../../../db/schema';
import type { TAuth } from '../../../context';
import { notFound } from '../../../errors';
import { personName } from '../../people/names';
import {
  documentPaths,
  isDocumentSigned,
  isTurnOf,
  nextSignatories,
  signatoryStatus,
  type TDocument,
  type TDocumentListItem,
  type TDocumentSignatory,
  type TSigningOrder,
} from '../../../../domain/paperwork';
import { readsAllPaperwork } from '../access';

/** What the caller may see of `documents`: all of the tenant for planners and office, else the
 *  documents they sign or that are about them. */
export function documentVisibleWhere(auth: TAuth): SQL {
  const tenant = eq(documents.tenantId, auth.tenantId);
  if (readsAllPaperwork(auth)) return tenant;
  const me = auth.type === 'user' ? (auth.personId ?? -1) : -1;
  return and(
    tenant,
    sql`(${documents.personId} = ${me} or exists (select 1 from ${documentSignatories}
      where ${documentSignatories.documentId} = ${documents.id} and ${documentSignatories.personId} = ${me}))`,
  )!;
}

/** A document's columns without its file bytes. */
export const documentColumns = {
  id: documents.id,
  title: documents.title,
  typeId: documents.typeId,
  typeName: documentTypes.name,
  companyId: documents.companyId,
  contactId: documents.contactId,
  personId: documents.personId,
  staffContractId: documents.staffContractId,
  signingOrder: documents.signingOrder,
  parameters: documents.parameters,
  fileName: documents.fileName,
  signedAt: documents.signedAt,
  createdAt: documents.createdAt,
};
type TDocumentRow = {
  id: number;
  title: string;
  typeId: number;
  typeName: string;
  companyId: number | null;
  contactId: number | null;
  personId: number | null;
  staffContractId: number | null;
  signingOrder: TSigningOrder;
  parameters: Record<string, string | number | boolean>;
  fileName: string;
  signedAt: Date | null;
  createdAt: Date;
};

export const selectDocuments = (db: DbOrTx) =>
  db.select(documentColumns).from(documents).innerJoin(documentTypes, eq(documentTypes.id, documents.typeId));

/** The document if the caller may see it; 404 otherwise (another tenant's looks missing). */
export async function findDocument(db: DbOrTx, auth: TAuth, id: number): Promise<TDocumentRow> {
  const [row] = await selectDocuments(db).where(and(eq(documents.id, id), documentVisibleWhere(auth)));
  if (!row) throw notFound('Document');
  return row;
}

export type TSignatoryState = Omit<TDocumentSignatory, 'isMe' | 'canSign'> & { documentId: number; personId: number };

/** The signatories of these documents, in order, with their signatures and statuses. */
export async function signatoriesOf(db: DbOrTx, documentIds: readonly number[]): Promise<TSignatoryState[]> {
  if (!documentIds.length) return [];
  const rows = await db
    .select({
      id: documentSignatories.id,
      documentId: documentSignatories.documentId,
      position: documentSignatories.position,
      personId: documentSignatories.personId,
      name: personName,
      contactNumber: contacts.number,
      fields: documentSignatories.fields,
      formFields: documentSignatories.formFields,
      rating: documentSignatories.rating,
    })
    .from(documentSignatories)
    .innerJoin(persons, eq(persons.id, documentSignatories.personId))
    .leftJoin(contacts, eq(contacts.id, persons.contactId))
    .where(inArray(documentSignatories.documentId, [...documentIds]))
    .orderBy(asc(documentSignatories.documentId), asc(documentSignatories.position));
  const signatures = await db
    .select()
    .from(documentSignatures)
    .where(
      inArray(
        documentSignatures.signatoryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(documentSignatures.id));
  return rows.map((r) => {
    const own = signatures
      .filter((s) => s.signatoryId === r.id)
      .map((s) => ({
        id: s.id,
        label: s.label,
        signed: s.signed,
        signerName: s.signerName,
        signedAt: s.signedAt?.toISOString() ?? null,
      }));
    return {
      id: r.id,
      documentId: r.documentId,
      position: r.position,
      personId: r.personId,
      person: { id: r.personId, name: r.name },
      contactNumber: r.contactNumber,
      status: signatoryStatus(own),
      signatures: own,
      fields: r.fields,
      formFields: r.formFields,
      rating: r.rating,
    };
  });
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function refs(db: DbOrTx, row: TDocumentRow) {
  const [company] = row.companyId
    ? await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, row.companyId))
    : [];
  const [contact] = row.contactId
    ? await db
        .select({ id: contacts.id, number: contacts.number, name: contacts.name })
        .from(contacts)
        .where(eq(contacts.id, row.contactId))
    : [];
  const [person] = row.personId
    ? await db.select({ id: persons.id, name: personName }).from(persons).where(eq(persons.id, row.personId))
    : [];
  return { company: company ?? null, contact: contact ?? null, person: person ?? null };
}

export async function getDocument(db: DbOrTx, auth: TAuth, id: number): Promise<TDocument> {
  const row = await findDocument(db, auth, id);
  const signatories = await signatoriesOf(db, [row.id]);
  const { company, contact, person } = await refs(db, row);
  const signed = row.signedAt !== null && isDocumentSigned(signatories);
  return {
    id: row.id,
    title: row.title,
    type: { id: row.typeId, name: row.typeName },
    status: signed ? 'signed' : 'pending',
    signingOrder: row.signingOrder,
    person,
    createdAt: row.createdAt.toISOString(),
    signedAt: iso(row.signedAt),
    parameters: JSON.stringify(row.parameters),
    company,
    contact,
    staffContractId: row.staffContractId,
    fileName: row.fileName,
    signedUrl: signed ? documentPaths.signed(row.id) : null,
    signatories: signatories.map(({ documentId: _d, personId, ...s }) => ({
      ...s,
      isMe: auth.personId === personId,
      canSign: !signed && auth.personId === personId && isTurnOf(row.signingOrder, signatories, s.id),
    })),
  };
}

/** Documents as lists show them, newest first, with the caller's own place in each. */
export async function listDocumentItems(db: DbOrTx, auth: TAuth, where: SQL | undefined): Promise<TDocumentListItem[]> {
  const rows = await db
    .select({ ...documentColumns, personName })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .leftJoin(persons, eq(persons.id, documents.personId))
    .where(and(documentVisibleWhere(auth), where))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  const all = await signatoriesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const signatories = all.filter((s) => s.documentId === r.id);
    const mine =
      signatories.find((s) => s.personId === auth.personId && s.status !== 'signed') ??
      signatories.find((s) => s.personId === auth.personId);
    const signed = r.signedAt !== null;
    const waiting = signed || r.signingOrder === 'parallel' ? null : nextSignatories('oneByOne', signatories)[0];
    return {
      id: r.id,
      title: r.title,
      type: { id: r.typeId, name: r.typeName },
      status: signed ? 'signed' : 'pending',
      signingOrder: r.signingOrder,
      person: r.personId !== null ? { id: r.personId, name: r.personName ?? '' } : null,
      createdAt: r.createdAt.toISOString(),
      signedAt: iso(r.signedAt),
      signatories: signatories.length,
      signedSignatories: signatories.filter((s) => s.status === 'signed').length,
      mySignatoryId: mine?.id ?? null,
      myTurn: !signed && mine !== undefined && isTurnOf(r.signingOrder, signatories, mine.id),
      waitingFor: waiting?.person ?? null,
    };
  });
}
