import 'server-only';
// Server reads of the mailbox for pages (lib/domain/mail).
import type { TQueryOf } from '@/lib/domain/operation';
import * as emailMessages from '@/lib/domain/mail/operations/email-messages';
import { loadOperation } from '../load';

export const getEmailMessages = (query: TQueryOf<typeof emailMessages.listEmailMessages>) =>
  loadOperation(emailMessages.listEmailMessages, undefined, query);
export const getEmailMessage = (id: number) => loadOperation(emailMessages.getEmailMessage, { id });
export const getMailboxes = () => loadOperation(emailMessages.listMailboxes);
