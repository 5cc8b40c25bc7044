// The /api/v1 paths of the mailbox (rules §7 emailMessages), taken from the operations' endpoints.
import { pathOf } from '../endpoint';
import * as mailEndpoints from './endpoints';

export const emailPaths = {
  attachment: (id: number, attachmentId: number) => pathOf(mailEndpoints.emailAttachmentFile, { id, attachmentId }),
};
