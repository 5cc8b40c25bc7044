// The lists of documents: the caller's to sign, a person's, a company's, a contact's and a
// contract's; and the tenant's document types. Each list keeps to what the caller may see.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { documentSignatories, documents, documentTypes } from '../../../db/schema';
import type { TAuth } from '../../../context';
import type { TDocumentListItem, TDocumentType } from '../../../../domain/paperwork';
import { getCompany } from '../../people/companies';
import { getContact } from '../../people/contacts';
import { callerPerson, personInScope } from '../access';
import { findContract } from '../contracts';
import { listDocumentItems } from './read-document';

/** Not yet signed documents the caller signs, theirs to sign now or later in the order. */
export async function listDocumentsToSign(db: DbOrTx, auth: TAuth): Promise<TDocumentListItem[]> {
  const me = callerPerson(auth);
  const items = await listDocumentItems(
    db,
    auth,
    and(
      isNull(documents.signedAt),
      sql`exists (select 1 from ${documentSignatories} where ${documentSignatories.documentId} = ${documents.id}
        and ${documentSignatories.personId} = ${me})`,
    ),
  );
  // A signatory who has signed already waits for the others: not theirs to sign any more.
  return items.filter((d) => d.mySignatoryId !== null);
}

/** A person's documents: those about them and those they sign. */
export async function listPersonDocuments(
  db: DbOrTx,
  auth: TAuth,
  personId: number,
  status?: 'pending' | 'signed',
): Promise<TDocumentListItem[]> {
  const person = (await personInScope(db, auth, personId))!;
  return listDocumentItems(
    db,
    auth,
    and(
      sql`(${documents.personId} = ${person} or exists (select 1 from ${documentSignatories}
        where ${documentSignatories.documentId} = ${documents.id} and ${documentSignatories.personId} = ${person}))`,
      status === 'signed'
        ? sql`${documents.signedAt} is not null`
        : status === 'pending'
          ? isNull(documents.signedAt)
          : undefined,
    ),
  );
}

export async function listCompanyDocuments(db: DbOrTx, auth: TAuth, companyId: number) {
  await getCompany(db, auth.tenantId, companyId);
  return listDocumentItems(db, auth, eq(documents.companyId, companyId));
}

export async function listContactDocuments(db: DbOrTx, auth: TAuth, contactId: number) {
  await getContact(db, auth, contactId);
  return listDocumentItems(db, auth, eq(documents.contactId, contactId));
}

export async function listContractDocuments(db: DbOrTx, auth: TAuth, contractId: number) {
  await findContract(db, auth, contractId);
  return listDocumentItems(db, auth, eq(documents.staffContractId, contractId));
}

export async function listDocumentTypes(db: DbOrTx, auth: TAuth): Promise<TDocumentType[]> {
  return db
    .select({ id: documentTypes.id, name: documentTypes.name })
    .from(documentTypes)
    .where(eq(documentTypes.tenantId, auth.tenantId))
    .orderBy(asc(documentTypes.name), asc(documentTypes.id));
}
