// Method and path of each mail operation (operations/), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation (pathOf, useOperation).
export const mailEndpoints = {
  listMailboxes: { method: 'get', path: '/mailboxes' },
  listEmailMessages: { method: 'get', path: '/emailMessages' },
  getEmailMessage: { method: 'get', path: '/emailMessages/{id}' },
  listEmailAttachments: { method: 'get', path: '/emailMessages/{id}/attachments' },
  emailAttachmentFile: { method: 'get', path: '/emailMessages/{id}/attachments/{attachmentId}' },
} as const;
