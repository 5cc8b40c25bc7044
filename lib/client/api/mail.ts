'use client';
// The mailbox in the browser: the message list, one message (with or without its remote images)
// and links to attachments. Paths come from lib/domain/mail/paths.ts.
import * as endpoint from '@/lib/domain/mail/endpoints';
import type * as op from '@/lib/domain/mail/operations/email-messages';
import { emailPaths } from '@/lib/domain/mail/paths';
import type { TEmailListItem, TEmailMessage } from '@/lib/domain/mail';
import type { TQueryOf } from '@/lib/domain/operation';
import { apiUrl } from './http';
import { useOperation } from './operation';

export const useEmailMessages = (query: TQueryOf<typeof op.listEmailMessages>, initial?: TEmailListItem[]) =>
  useOperation<typeof op.listEmailMessages>(
    endpoint.listEmailMessages,
    {},
    {
      fallbackData: initial,
      keepPreviousData: true,
      query,
    },
  );
/** With `images`, the body as sent, remote images included; the first paint never asks for them. */
export const useEmailMessage = (id: number, images: boolean, initial: TEmailMessage) =>
  useOperation<typeof op.getEmailMessage>(
    endpoint.getEmailMessage,
    { id },
    { fallbackData: images ? undefined : initial, query: { images: images ? 'true' : undefined } },
  );
export const attachmentUrl = (id: number, attachmentId: number) => apiUrl(emailPaths.attachment(id, attachmentId));
