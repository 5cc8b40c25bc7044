// Method and path of each money operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const listInvoices = { method: 'get', path: '/invoices' } as const;
export const exportInvoices = { method: 'get', path: '/exports/invoices' } as const;
export const listCompanyInvoices = { method: 'get', path: '/companies/{id}/invoices' } as const;
export const createInvoice = { method: 'post', path: '/companies/{id}/invoices' } as const;
export const getInvoice = { method: 'get', path: '/invoices/{number}' } as const;
export const updateInvoice = { method: 'put', path: '/invoices/{number}' } as const;
export const changeInvoiceStatus = { method: 'post', path: '/invoices/{number}/status' } as const;
export const sendInvoice = { method: 'post', path: '/invoices/{number}/send' } as const;
export const copyInvoice = { method: 'post', path: '/invoices/{number}/copy' } as const;
export const listInvoiceItems = { method: 'get', path: '/invoices/{number}/items' } as const;
export const invoicePdf = { method: 'get', path: '/invoices/{number}/pdf' } as const;
export const listInvoiceFiles = { method: 'get', path: '/invoices/{number}/documents' } as const;
export const invoiceFile = { method: 'get', path: '/invoices/{number}/documents/{fileId}' } as const;
export const listInvoiceActivities = { method: 'get', path: '/invoices/{number}/activities' } as const;
export const addInvoiceNote = { method: 'post', path: '/invoices/{number}/activities' } as const;
export const listReceipts = { method: 'get', path: '/receipts' } as const;
export const exportReceipts = { method: 'get', path: '/exports/receipts' } as const;
export const listCompanyReceipts = { method: 'get', path: '/companies/{id}/receipts' } as const;
export const createReceipt = { method: 'post', path: '/companies/{id}/receipts' } as const;
export const getReceipt = { method: 'get', path: '/receipts/{number}' } as const;
export const updateReceipt = { method: 'put', path: '/receipts/{number}' } as const;
export const deleteReceipt = { method: 'delete', path: '/receipts/{number}' } as const;
export const changeReceiptStatus = { method: 'post', path: '/receipts/{number}/status' } as const;
export const copyReceipt = { method: 'post', path: '/receipts/{number}/copy' } as const;
export const listReceiptItems = { method: 'get', path: '/receipts/{number}/items' } as const;
export const listReceiptFiles = { method: 'get', path: '/receipts/{number}/documents' } as const;
export const uploadReceiptFile = { method: 'post', path: '/receipts/{number}/documents' } as const;
export const receiptFile = { method: 'get', path: '/receipts/{number}/documents/{fileId}' } as const;
export const removeReceiptFile = { method: 'delete', path: '/receipts/{number}/documents/{fileId}' } as const;
export const listReceiptActivities = { method: 'get', path: '/receipts/{number}/activities' } as const;
export const addReceiptNote = { method: 'post', path: '/receipts/{number}/activities' } as const;
export const getCompanySettings = { method: 'get', path: '/companies/{id}/settings' } as const;
export const updateCompanySettings = { method: 'put', path: '/companies/{id}/settings' } as const;
