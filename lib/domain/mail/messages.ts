// The mailbox (rules "Mailbox"): the emails the system sent, read by users with the mailbox
// right `emailMessages` on the mailbox they were sent from (GET /mailboxUserRights).
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZQueryFlag, ZQueryId, ZSearch } from '../query-parts';
import { ZCount, ZNamedRef, ZTimestamp } from '../response-parts';

/** The mailbox right that lets a user read a mailbox's messages (rules §6). */
export const MAILBOX_READ_RIGHT = 'emailMessages';

export const EMAIL_STATES = ['queued', 'sent', 'failed', 'unsubscribed'] as const;
export const ZEmailState = z.enum(EMAIL_STATES);
export type TEmailState = z.infer<typeof ZEmailState>;

export const ZEmailListFilters = z.object({ mailboxId: ZQueryId.optional(), search: ZSearch.optional() });
/** `images=true` keeps remote images in the body; they are blocked until the reader asks. */
export const ZEmailBodyQuery = z.object({ images: ZQueryFlag.optional() });

export const ZEmailListItem = z.object({
  id: ZId,
  mailbox: ZNamedRef,
  from: z.string(),
  to: z.string(),
  cc: z.array(z.string()),
  subject: z.string(),
  createdAt: ZTimestamp,
  sentAt: ZTimestamp.nullable(),
  state: ZEmailState,
  attachmentCount: ZCount,
});
export type TEmailListItem = z.infer<typeof ZEmailListItem>;

export const ZEmailAttachment = z.object({
  id: ZId,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: ZCount,
});
export type TEmailAttachment = z.infer<typeof ZEmailAttachment>;

export const ZEmailMessage = ZEmailListItem.extend({
  /** The plain-text body; one-time links (password, unsubscribe) of the recipient are hidden. */
  text: z.string(),
  /** The HTML body, sanitised on the server (no script, no handlers, no frames, no forms); null for text mail. */
  html: z.string().nullable(),
  /** How many remote images the HTML holds; shown only when asked (`images=true`). */
  remoteImages: ZCount,
  imagesShown: z.boolean(),
  attachments: z.array(ZEmailAttachment),
});
export type TEmailMessage = z.infer<typeof ZEmailMessage>;
