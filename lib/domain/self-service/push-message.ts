// What a push message carries to the service worker, and where tapping it leads. Plain (no
// zod): app/sw.ts reads it.
export const PUSH_KINDS = [
  'jobRequest',
  'jobChanged',
  'jobCancelled',
  'shiftReminder',
  'documentToSign',
  // Shift swaps: the job is the taker's now; the offerer is released; the swap was turned down.
  'swapApproved',
  'swapReleased',
  'swapRejected',
] as const;
export type TPushKind = (typeof PUSH_KINDS)[number];

export type TPushMessage = {
  kind: TPushKind;
  title: string;
  body: string;
  /** The screen to open: a path of this app. */
  url: string;
  /** Replaces an earlier notification about the same thing. */
  tag: string;
};

/** The screen of each kind of message. */
export function pushTarget(kind: TPushKind, id: number): string {
  return kind === 'documentToSign' ? `/documents/${id}` : `/jobs/${id}`;
}

/**
 * Where a tapped notification may go: a path of this app, or home. A message can only ever open
 * our own screens, whatever it carries.
 */
export function safeTarget(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return '/';
  return url;
}
