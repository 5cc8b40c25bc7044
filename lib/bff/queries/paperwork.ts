import 'server-only';
// Server reads of payrolls, contracts, documents to sign and forms for pages (lib/domain/paperwork).
import { cache } from 'react';
import { z } from 'zod';
import {
  contractPaths,
  documentPaths,
  formPerformPaths,
  payrollPaths,
  ZContract,
  ZContractListItem,
  ZDocument,
  ZDocumentListItem,
  ZFormPerform,
  ZFormToPerform,
  ZPayroll,
  ZPayrollDocument,
  ZPayrollItemDetail,
  ZPayrollListItem,
  type TPayroll,
  type TPayrollDocumentType,
} from '@/lib/domain/paperwork';
import { ZCompany } from '@/lib/domain/people';
import { load, NOT_FOUND, type TLoaded } from '../load';

export const getPayrolls = () => load(payrollPaths.list(), z.array(ZPayrollListItem));

/** /payrolls/{number}: the payroll of that number among those the caller may see. */
export const getPayrollByNumber = cache(async (number: number): Promise<TLoaded<TPayroll>> => {
  const found = await load(payrollPaths.list({ number }), z.array(ZPayrollListItem));
  if (!found.ok) return found;
  const [first] = found.data;
  return first ? load(payrollPaths.payroll(first.id), ZPayroll) : NOT_FOUND;
});
export const getPayrollItem = (id: number) => load(payrollPaths.item(id), ZPayrollItemDetail);
export const getPayrollDocuments = (query: { type?: TPayrollDocumentType; year?: number }) =>
  load(payrollPaths.documents(query), z.array(ZPayrollDocument));

export const getContracts = (personId: number) => load(contractPaths.ofPerson(personId), z.array(ZContractListItem));
export const getContract = (id: number) => load(contractPaths.contract(id), ZContract);
export const getContractDocuments = (id: number) => load(contractPaths.documents(id), z.array(ZDocumentListItem));

export const getDocumentsToSign = () => load(documentPaths.toSign(), z.array(ZDocumentListItem));
export const getPersonDocuments = (personId: number, status?: 'pending' | 'signed') =>
  load(documentPaths.ofPerson(personId, { status }), z.array(ZDocumentListItem));
export const getCompanyDocuments = (companyId: number) =>
  load(documentPaths.ofCompany(companyId), z.array(ZDocumentListItem));
export const getDocument = (id: number) => load(documentPaths.document(id), ZDocument);
export const getCompanies = () => load(documentPaths.companies(), z.array(ZCompany));

export const getFormsToPerform = (personId: number) =>
  load(formPerformPaths.ofPerson(personId), z.array(ZFormToPerform));
export const getFormPerform = (formId: number) => load(formPerformPaths.perform(formId), ZFormPerform);
