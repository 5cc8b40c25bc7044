// The list beside the ZIP of export-crew-documents.ts: every document of a company's crew (all
// with a contract with the company), signed or not, as .xlsx or .csv in the caller's language.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { documents, documentTypes, persons, staffContracts } from '../../../db/schema';
import type { TAuth } from '../../../context';
import { utcToZonedDate } from '../../../../domain/zoned-date';
import { getCompany } from '../../people/companies';
import { personName } from '../../people/names';
import { readerOfCaller } from '../../i18n/reader-of';
import { translator } from '../../i18n/translate';
import { exportFile } from '../../exports/export-file';
import { column, type TExportFormat, type TExportSheet } from '../../exports/sheet';

const COLUMNS = [
  column('person'),
  column('document'),
  column('documentType'),
  column('status'),
  column('createdOn', 'date'),
  column('signedOn', 'date'),
];

export async function listCrewDocuments(db: DbOrTx, auth: TAuth, companyId: number, format: TExportFormat) {
  const company = await getCompany(db, auth.tenantId, companyId);
  const reader = await readerOfCaller(db, auth);
  const status = translator(reader.locale, 'Paperwork');
  const crew = db
    .select({ id: staffContracts.personId })
    .from(staffContracts)
    .where(and(eq(staffContracts.tenantId, auth.tenantId), eq(staffContracts.companyId, companyId)));
  const rows = await db
    .select({
      person: personName,
      title: documents.title,
      type: documentTypes.name,
      signedAt: documents.signedAt,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .innerJoin(persons, eq(persons.id, documents.personId))
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .where(and(eq(documents.tenantId, auth.tenantId), inArray(documents.personId, crew)))
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(documents.id));
  const day = (at: Date | null) => (at ? utcToZonedDate(at, reader.timeZone) : null);
  const sheet: TExportSheet = {
    key: 'crewDocuments',
    columns: COLUMNS,
    rows: rows.map((r) => [
      r.person,
      r.title,
      r.type,
      status(`documentStatus.${r.signedAt ? 'signed' : 'pending'}`),
      day(r.createdAt),
      day(r.signedAt),
    ]),
  };
  return exportFile(reader, format, [sheet], { key: 'crewDocuments', values: { company: company.name } });
}
