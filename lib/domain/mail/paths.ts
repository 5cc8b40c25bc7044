// The /api/v1 paths of the mailbox (rules §7 emailMessages), taken from the operations' endpoints.
import { withQuery, type TQueryValue } from '../api-path';
import { pathOf } from '../endpoint';
import * as mailEndpoints from './endpoints';

export const emailPaths = {
  mailboxes: () => mailEndpoints.listMailboxes.path,
  list: (query: Record<string, TQueryValue> = {}) => withQuery(mailEndpoints.listEmailMessages.path, query),
  message: (id: number, images = false) =>
    withQuery(pathOf(mailEndpoints.getEmailMessage, { id }), { images: images ? 'true' : undefined }),
  attachments: (id: number) => pathOf(mailEndpoints.listEmailAttachments, { id }),
  attachment: (id: number, attachmentId: number) => pathOf(mailEndpoints.emailAttachmentFile, { id, attachmentId }),
};
