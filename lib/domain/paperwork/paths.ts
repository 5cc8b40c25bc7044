// The /api/v1 paths of payrolls, contracts, documents to sign and forms, taken from the
// operations' endpoints (./endpoints), for the web app's server queries (lib/bff/queries) and the
// browser (lib/client/api).
import { withQuery } from '../api-path';
import { pathOf } from '../endpoint';
import * as peopleEndpoints from '../people/endpoints';
import * as e from './endpoints';
import type { TPayrollDocumentType } from './payrolls';

export const payrollPaths = {
  list: (query: { personId?: number; number?: number } = {}) => withQuery(e.listPayrolls.path, query),
  payroll: (id: number) => pathOf(e.getPayroll, { id }),
  download: (id: number, type: TPayrollDocumentType) => pathOf(e.payrollDownload, { id, documentType: type }),
  item: (id: number) => pathOf(e.getPayrollItem, { id }),
  decline: (id: number) => pathOf(e.declinePayrollItem, { id }),
  itemActivities: (id: number) => pathOf(e.listPayrollItemActivities, { id }),
  documents: (query: { personId?: number; type?: string; year?: number } = {}) =>
    withQuery(e.listPayrollDocuments.path, query),
  documentFile: (id: number) => pathOf(e.payrollDocumentFile, { id }),
  ofPerson: (personId: number) => pathOf(e.listPersonPayrolls, { id: personId }),
};

export const contractPaths = {
  ofPerson: (personId: number) => pathOf(e.listPersonContracts, { id: personId }),
  contract: (id: number) => pathOf(e.getContract, { id }),
  documents: (id: number) => pathOf(e.listContractDocuments, { id }),
};

export const documentPaths = {
  types: () => e.listDocumentTypes.path,
  toSign: () => e.listDocumentsToSign.path,
  create: () => e.createDocument.path,
  document: (id: number) => pathOf(e.getDocument, { id }),
  file: (id: number) => pathOf(e.documentFile, { id }),
  signed: (id: number) => pathOf(e.signedDocumentFile, { id }),
  sign: (id: number, signatoryId: number) => pathOf(e.signDocument, { id, signatoryId }),
  ofPerson: (personId: number, query: { status?: string } = {}) =>
    withQuery(pathOf(e.listPersonDocuments, { id: personId }), query),
  ofCompany: (companyId: number) => pathOf(e.listCompanyDocuments, { id: companyId }),
  ofContact: (contactId: number) => pathOf(e.listContactDocuments, { id: contactId }),
  exportCompany: (companyId: number) => pathOf(e.exportCrewDocuments, { id: companyId }),
  /** What the create form chooses from: the persons who may sign, and the companies. */
  candidates: () => withQuery(peopleEndpoints.listPersons.path, { limit: 1000 }),
  companies: () => peopleEndpoints.listCompanies.path,
};

export const formPerformPaths = {
  ofPerson: (personId: number) => pathOf(e.listFormsToPerform, { id: personId }),
  perform: (formId: number) => pathOf(e.getFormPerform, { id: formId }),
  answers: () => e.saveFormAnswers.path,
  download: (formId: number) => pathOf(e.formPerformPdf, { id: formId }),
  signed: (formId: number) => pathOf(e.signedFormPdf, { id: formId }),
  send: (formId: number) => pathOf(e.sendFormPerform, { id: formId }),
};
