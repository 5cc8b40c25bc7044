'use client';
// The mailbox in the browser: the message list, one message (with or without its remote images)
// and links to attachments. Paths come from lib/domain/mail/paths.ts.
import { emailPaths } from '@/lib/domain/mail/paths';
import type { TEmailListItem, TEmailMessage } from '@/lib/domain/mail';
import type { TQueryValue } from '@/lib/domain/api-path';
import { apiUrl } from './http';
import { useApi } from './use-api';

export const useEmailMessages = (query: Record<string, TQueryValue>, initial?: TEmailListItem[]) =>
  useApi<TEmailListItem[]>(emailPaths.list(query), { fallbackData: initial, keepPreviousData: true });
/** With `images`, the body as sent, remote images included; the first paint never asks for them. */
export const useEmailMessage = (id: number, images: boolean, initial: TEmailMessage) =>
  useApi<TEmailMessage>(emailPaths.message(id, images), { fallbackData: images ? undefined : initial });
export const attachmentUrl = (id: number, attachmentId: number) => apiUrl(emailPaths.attachment(id, attachmentId));
