// Method and path of each paperwork operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const getContract = { method: 'get', path: '/staffContracts/{id}' } as const;
export const listContractDocuments = { method: 'get', path: '/staffContracts/{id}/documents' } as const;
export const createDocument = { method: 'post', path: '/documents' } as const;
export const deleteDocument = { method: 'delete', path: '/documents/{id}' } as const;
export const listCompanyDocuments = { method: 'get', path: '/companies/{id}/documents' } as const;
export const listContactDocuments = { method: 'get', path: '/contacts/{id}/documents' } as const;
export const exportCrewDocuments = { method: 'get', path: '/companies/{id}/exportCrewMembersDocuments' } as const;
export const listCrewDocuments = { method: 'get', path: '/companies/{id}/exports/crewDocuments' } as const;
export const listDocumentTypes = { method: 'get', path: '/documentTypes' } as const;
export const listDocumentsToSign = { method: 'get', path: '/documentsToSign' } as const;
export const getDocument = { method: 'get', path: '/documents/{id}' } as const;
export const documentFile = { method: 'get', path: '/documents/{id}/file' } as const;
export const signedDocumentFile = { method: 'get', path: '/documents/{id}/signed' } as const;
export const signDocument = { method: 'post', path: '/documents/{id}/sign/{signatoryId}' } as const;
export const signAsSignatory = { method: 'post', path: '/documentSignatories/{id}/sign' } as const;
export const getFormPerform = { method: 'get', path: '/forms/perform/{id}' } as const;
export const saveFormAnswers = { method: 'post', path: '/formResults/perform' } as const;
export const formPerformPdf = { method: 'get', path: '/forms/perform/{id}/download' } as const;
export const signFormPerform = { method: 'post', path: '/forms/perform/{id}/signed' } as const;
export const signedFormPdf = { method: 'get', path: '/forms/perform/{id}/signed' } as const;
export const sendFormPerform = { method: 'post', path: '/forms/perform/{id}/send' } as const;
export const listPayrolls = { method: 'get', path: '/payrolls' } as const;
export const getPayroll = { method: 'get', path: '/payrolls/{id}' } as const;
export const payrollDownload = { method: 'get', path: '/payrolls/{id}/download/{documentType}' } as const;
export const getPayrollItem = { method: 'get', path: '/payrollItems/{id}' } as const;
export const listPayrollItemActivities = { method: 'get', path: '/payrollItems/{id}/activities' } as const;
export const declinePayrollItem = { method: 'post', path: '/payrollItems/{id}/decline' } as const;
export const listPayrollDocuments = { method: 'get', path: '/payrollDocuments' } as const;
export const payrollDocumentFile = { method: 'get', path: '/payrollDocuments/{id}/file' } as const;
export const listPersonPayrolls = { method: 'get', path: '/persons/{id}/payrolls' } as const;
export const listPersonContracts = { method: 'get', path: '/persons/{id}/contracts' } as const;
export const listPersonDocuments = { method: 'get', path: '/persons/{id}/documents' } as const;
export const listFormsToPerform = { method: 'get', path: '/persons/{id}/formsPerform' } as const;
