// Method and path of each mail operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const listMailboxes = { method: 'get', path: '/mailboxes' } as const;
export const listEmailMessages = { method: 'get', path: '/emailMessages' } as const;
export const getEmailMessage = { method: 'get', path: '/emailMessages/{id}' } as const;
export const listEmailAttachments = { method: 'get', path: '/emailMessages/{id}/attachments' } as const;
export const emailAttachmentFile = { method: 'get', path: '/emailMessages/{id}/attachments/{attachmentId}' } as const;
