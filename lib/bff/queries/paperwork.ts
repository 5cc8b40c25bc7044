import 'server-only';
// Server reads of payrolls, contracts, documents to sign and forms for pages (lib/domain/paperwork).
import { cache } from 'react';
import type { TPayroll, TPayrollDocumentType } from '@/lib/domain/paperwork';
import * as contracts from '@/lib/domain/paperwork/operations/contracts';
import { listCompanyDocuments } from '@/lib/domain/paperwork/operations/document-writes';
import * as documents from '@/lib/domain/paperwork/operations/documents';
import * as formsPerform from '@/lib/domain/paperwork/operations/forms-perform';
import * as payrolls from '@/lib/domain/paperwork/operations/payrolls';
import {
  listFormsToPerform,
  listPersonContracts,
  listPersonDocuments,
} from '@/lib/domain/paperwork/operations/person-paperwork';
import { listCompanies } from '@/lib/domain/people/operations/companies';
import { loadOperation, NOT_FOUND, type TLoaded } from '../load';

export const getPayrolls = () => loadOperation(payrolls.listPayrolls);

/** /payrolls/{number}: the payroll of that number among those the caller may see. */
export const getPayrollByNumber = cache(async (number: number): Promise<TLoaded<TPayroll>> => {
  const found = await loadOperation(payrolls.listPayrolls, undefined, { number });
  if (!found.ok) return found;
  const [first] = found.data;
  return first ? loadOperation(payrolls.getPayroll, { id: first.id }) : NOT_FOUND;
});
export const getPayrollItem = (id: number) => loadOperation(payrolls.getPayrollItem, { id });
export const getPayrollDocuments = (query: { type?: TPayrollDocumentType; year?: number }) =>
  loadOperation(payrolls.listPayrollDocuments, undefined, query);

export const getContracts = (personId: number) => loadOperation(listPersonContracts, { id: personId });
export const getContract = (id: number) => loadOperation(contracts.getContract, { id });
export const getContractDocuments = (id: number) => loadOperation(contracts.listContractDocuments, { id });

export const getDocumentsToSign = () => loadOperation(documents.listDocumentsToSign);
export const getPersonDocuments = (personId: number, status?: 'pending' | 'signed') =>
  loadOperation(listPersonDocuments, { id: personId }, { status });
export const getCompanyDocuments = (companyId: number) => loadOperation(listCompanyDocuments, { id: companyId });
export const getDocument = (id: number) => loadOperation(documents.getDocument, { id });
export const getCompanies = () => loadOperation(listCompanies);

export const getFormsToPerform = (personId: number) => loadOperation(listFormsToPerform, { id: personId });
export const getFormPerform = (formId: number) => loadOperation(formsPerform.getFormPerform, { id: formId });
