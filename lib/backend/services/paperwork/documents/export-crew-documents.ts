// companies/{id}/exportCrewMembersDocuments: one ZIP of the signed documents of a company's crew,
// that is of everyone with a contract with the company, a folder per person.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { DbOrTx } from '../../../db/client';
import { documents, persons, staffContracts } from '../../../db/schema';
import type { TAuth } from '../../../context';
import { getCompany } from '../../people/companies';
import { pdfFileName } from './create-document';

const folder = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\w .-]+/g, '')
    .trim() || 'person';

export async function exportCrewDocuments(db: DbOrTx, auth: TAuth, companyId: number) {
  const company = await getCompany(db, auth.tenantId, companyId);
  const crew = db
    .select({ id: staffContracts.personId })
    .from(staffContracts)
    .where(and(eq(staffContracts.tenantId, auth.tenantId), eq(staffContracts.companyId, companyId)));
  const rows = await db
    .select({
      id: documents.id,
      title: documents.title,
      pdf: documents.signedPdf,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(documents)
    .innerJoin(persons, eq(persons.id, documents.personId))
    .where(
      and(eq(documents.tenantId, auth.tenantId), isNotNull(documents.signedPdf), inArray(documents.personId, crew)),
    )
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(documents.id));
  const files: Record<string, Uint8Array> = {};
  for (const r of rows) {
    const name = `${folder(`${r.lastName} ${r.firstName}`)}/${pdfFileName(r.title).replace(/\.pdf$/, '')}-D${r.id}.pdf`;
    files[name] = new Uint8Array(r.pdf!);
  }
  const zip = Buffer.from(zipSync(files, { level: 0 }));
  const slug = pdfFileName(company.name).replace(/\.pdf$/, '');
  return { zip, fileName: `${slug}-crew-documents.zip`, count: rows.length };
}
