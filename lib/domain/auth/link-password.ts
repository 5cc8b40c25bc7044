// The password of a link login: a project's (PID) or a plus crew's (PCID). Planners set it,
// anyone who has the link may try it, so it is longer than a person's own could be asked to be.
import { z } from 'zod';

/** The least length of a project (PID) or plus-crew (PCID) password: anyone may try one. */
export const LINK_PASSWORD_MIN = 8;

/** PUT …/password: the new password; null removes it (the link login stops working). */
export const ZLinkPassword = z.strictObject({
  password: z.string().min(LINK_PASSWORD_MIN, `At least ${LINK_PASSWORD_MIN} characters`).max(200).nullable(),
});
export type TLinkPassword = z.infer<typeof ZLinkPassword>;
