import 'server-only';
// Server reads of the mailbox for pages (lib/domain/mail).
import { z } from 'zod';
import { emailPaths, ZEmailListItem, ZEmailMessage } from '@/lib/domain/mail';
import type { TQueryValue } from '@/lib/domain/api-path';
import { ZNamedRef } from '@/lib/domain/response-parts';
import { load } from '../load';

export const getEmailMessages = (query: Record<string, TQueryValue>) =>
  load(emailPaths.list(query), z.array(ZEmailListItem));
export const getEmailMessage = (id: number) => load(emailPaths.message(id), ZEmailMessage);
export const getMailboxes = () => load(emailPaths.mailboxes(), z.array(ZNamedRef));
