// The /api/v1 paths of payrolls, contracts, documents to sign and forms, written once for the
// web app's server queries (lib/bff/queries) and the browser (lib/client/api).
import { withQuery } from '../api-path';
import type { TPayrollDocumentType } from './payrolls';

export const payrollPaths = {
  list: (query: { personId?: number; number?: number } = {}) => withQuery('/payrolls', query),
  payroll: (id: number) => `/payrolls/${id}`,
  download: (id: number, type: TPayrollDocumentType) => `/payrolls/${id}/download/${type}`,
  item: (id: number) => `/payrollItems/${id}`,
  decline: (id: number) => `/payrollItems/${id}/decline`,
  itemActivities: (id: number) => `/payrollItems/${id}/activities`,
  documents: (query: { personId?: number; type?: string; year?: number } = {}) => withQuery('/payrollDocuments', query),
  documentFile: (id: number) => `/payrollDocuments/${id}/file`,
  ofPerson: (personId: number) => `/persons/${personId}/payrolls`,
};

export const contractPaths = {
  ofPerson: (personId: number) => `/persons/${personId}/contracts`,
  contract: (id: number) => `/staffContracts/${id}`,
  documents: (id: number) => `/staffContracts/${id}/documents`,
};

export const documentPaths = {
  types: () => '/documentTypes',
  toSign: () => '/documentsToSign',
  create: () => '/documents',
  document: (id: number) => `/documents/${id}`,
  file: (id: number) => `/documents/${id}/file`,
  signed: (id: number) => `/documents/${id}/signed`,
  sign: (id: number, signatoryId: number) => `/documents/${id}/sign/${signatoryId}`,
  ofPerson: (personId: number, query: { status?: string } = {}) => withQuery(`/persons/${personId}/documents`, query),
  ofCompany: (companyId: number) => `/companies/${companyId}/documents`,
  ofContact: (contactId: number) => `/contacts/${contactId}/documents`,
  exportCompany: (companyId: number) => `/companies/${companyId}/exportCrewMembersDocuments`,
  /** What the create form chooses from: the persons who may sign, and the companies. */
  candidates: () => withQuery('/persons', { limit: 1000 }),
  companies: () => '/companies',
};

export const formPerformPaths = {
  ofPerson: (personId: number) => `/persons/${personId}/formsPerform`,
  perform: (formId: number) => `/forms/perform/${formId}`,
  answers: () => '/formResults/perform',
  download: (formId: number) => `/forms/perform/${formId}/download`,
  signed: (formId: number) => `/forms/perform/${formId}/signed`,
  send: (formId: number) => `/forms/perform/${formId}/send`,
};
