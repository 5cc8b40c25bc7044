// The unsubscribe link at the foot of notification mail: it works without a login.
import { z } from 'zod';

export const ZUnsubscribeToken = z.object({
  token: z
    .string()
    .min(16)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
/** The address that no longer receives notification mail. */
export const ZUnsubscribed = z.object({ email: z.string() });
export type TUnsubscribed = z.infer<typeof ZUnsubscribed>;
