// The /api/v1 paths of the mailbox (SPEC §7 emailMessages), written once.
import { withQuery, type TQueryValue } from '../api-path';

export const emailPaths = {
  mailboxes: () => '/mailboxes',
  list: (query: Record<string, TQueryValue> = {}) => withQuery('/emailMessages', query),
  message: (id: number, images = false) => withQuery(`/emailMessages/${id}`, { images: images ? 'true' : undefined }),
  attachments: (id: number) => `/emailMessages/${id}/attachments`,
  attachment: (id: number, attachmentId: number) => `/emailMessages/${id}/attachments/${attachmentId}`,
};
