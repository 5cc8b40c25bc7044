// The /api/v1 paths of payrolls, contracts, documents to sign and forms, taken from the
// operations' endpoints (./endpoints), for the web app's server queries (lib/bff/queries) and the
// browser (lib/client/api).
import { withQuery } from '../api-path';
import { pathOf } from '../endpoint';
import * as peopleEndpoints from '../people/endpoints';
import * as e from './endpoints';
import type { TPayrollDocumentType } from './payrolls';

export const payrollPaths = {
  download: (id: number, type: TPayrollDocumentType) => pathOf(e.payrollDownload, { id, documentType: type }),
  item: (id: number) => pathOf(e.getPayrollItem, { id }),
  documents: (query: { personId?: number; type?: string; year?: number } = {}) =>
    withQuery(e.listPayrollDocuments.path, query),
  documentFile: (id: number) => pathOf(e.payrollDocumentFile, { id }),
};

export const contractPaths = {
  documents: (id: number) => pathOf(e.listContractDocuments, { id }),
};

export const documentPaths = {
  types: () => e.listDocumentTypes.path,
  create: () => e.createDocument.path,
  document: (id: number) => pathOf(e.getDocument, { id }),
  file: (id: number) => pathOf(e.documentFile, { id }),
  signed: (id: number) => pathOf(e.signedDocumentFile, { id }),
  exportCompany: (companyId: number) => pathOf(e.exportCrewDocuments, { id: companyId }),
  /** What the create form chooses from: the persons who may sign, and the companies. */
  candidates: () => withQuery(peopleEndpoints.listPersons.path, { limit: 1000 }),
  companies: () => peopleEndpoints.listCompanies.path,
};

export const formPerformPaths = {
  download: (formId: number) => pathOf(e.formPerformPdf, { id: formId }),
  signed: (formId: number) => pathOf(e.signedFormPdf, { id: formId }),
};
