// Payrolls, documents to sign and forms in the browser: the actions on them, and links to their
// files through the proxy (plain URLs, so server components may build them too).
import type * as writesOp from '@/lib/domain/paperwork/operations/document-writes';
import type * as documentsOp from '@/lib/domain/paperwork/operations/documents';
import type * as formsOp from '@/lib/domain/paperwork/operations/forms-perform';
import type * as payrollsOp from '@/lib/domain/paperwork/operations/payrolls';
import { documentPaths, formPerformPaths, payrollPaths } from '@/lib/domain/paperwork/paths';
import type { TCreateDocumentInput, TDocument, TPayrollDocumentType, TSignDocumentInput } from '@/lib/domain/paperwork';
import type { TAnswerValue } from '@/lib/domain/field-work';
import { apiUrl } from './http';
import { callOperation } from './call-operation';
import * as endpoint from '@/lib/domain/paperwork/endpoints';
import { uploadFile } from './upload';

export const payrollDownloadUrl = (payrollId: number, type: TPayrollDocumentType) =>
  apiUrl(payrollPaths.download(payrollId, type));
export const payrollDocumentUrl = (id: number) => apiUrl(payrollPaths.documentFile(id));
export const documentFileUrl = (id: number) => apiUrl(documentPaths.file(id));
export const signedDocumentUrl = (id: number) => apiUrl(documentPaths.signed(id));
export const crewDocumentsZipUrl = (companyId: number) => apiUrl(documentPaths.exportCompany(companyId));
export const formPdfUrl = (formId: number, signed: boolean) =>
  apiUrl(signed ? formPerformPaths.signed(formId) : formPerformPaths.download(formId));

export const declinePayrollItem = (id: number, feedback: string) =>
  callOperation<typeof payrollsOp.declinePayrollItem>(endpoint.declinePayrollItem, { id }, { feedback });

export const signDocument = (id: number, signatoryId: number, input: TSignDocumentInput) =>
  callOperation<typeof documentsOp.signDocument>(endpoint.signDocument, { id, signatoryId }, input);
export const deleteDocument = (id: number) =>
  callOperation<typeof writesOp.deleteDocument>(endpoint.deleteDocument, { id });
export const createDocument = (file: File, input: TCreateDocumentInput, onProgress: (fraction: number) => void) =>
  uploadFile<TDocument>(documentPaths.create(), file, onProgress, { data: JSON.stringify(input) });

export const saveFormAnswers = (formId: number, answers: Record<string, TAnswerValue>) =>
  callOperation<typeof formsOp.saveFormAnswers>(endpoint.saveFormAnswers, {}, { formId, answers });
export const signForm = (formId: number, input: { signerName: string; signature: string }) =>
  callOperation<typeof formsOp.signFormPerform>(endpoint.signFormPerform, { id: formId }, input);
export const sendForm = (formId: number, email: string) =>
  callOperation<typeof formsOp.sendFormPerform>(endpoint.sendFormPerform, { id: formId }, { email });
