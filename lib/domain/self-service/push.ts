// Web Push subscriptions (rules §7 setPushNotificationSubscription and
// deletePushNotificationSubscription): what a browser's PushSubscription.toJSON() holds.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZTimestamp } from '../response-parts';

/** An uncompressed P-256 point (65 bytes, first byte 0x04) and a 16-byte secret, base64url. */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

export const ZPushEndpoint = z
  .url({ protocol: /^https?$/ })
  .max(1000)
  .refine((u) => !/[\s]/.test(u), 'Not a valid endpoint');

export const ZPushSubscriptionInput = z.strictObject({
  endpoint: ZPushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().regex(P256DH, 'Not a P-256 public key'),
    auth: z.string().regex(AUTH, 'Not a 16-byte secret'),
  }),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZPushUnsubscribe = z.strictObject({ endpoint: ZPushEndpoint });

/**
 * How much of a browser's User-Agent is kept with its subscription: enough for the browser and
 * system the device list shows, bounded whatever a client sends (the web app's proxy and the
 * backend both cut it here).
 */
export const USER_AGENT_MAX = 512;

export const ZPushDevice = z.object({
  id: ZId,
  /** The User-Agent the browser subscribed with, at most USER_AGENT_MAX characters. */
  userAgent: z.string().max(USER_AGENT_MAX).nullable(),
  createdAt: ZTimestamp,
  lastSentAt: ZTimestamp.nullable(),
});

export const ZPushSettings = z.object({
  /** The VAPID public key (base64url) the browser subscribes with. */
  publicKey: z.string().min(80),
  /** How long before a shift the reminder comes (the tenant's setting). */
  reminderMinutes: z.number().int().positive(),
  /** The caller's browsers that receive notifications. */
  devices: z.array(ZPushDevice),
});
export type TPushSettings = z.infer<typeof ZPushSettings>;
