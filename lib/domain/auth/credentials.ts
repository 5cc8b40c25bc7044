// Logging in and choosing a password: what the login, forgotten-password and set-password
// screens send, and the password rule both sides enforce.
import { z } from 'zod';

/** One of username, projectId (PID) or plusCrewId (PCID), with a password. */
export const ZCredentials = z
  .object({
    username: z.string().trim().min(1, 'Enter your username').max(200).optional(),
    projectId: z.coerce.number().int().positive().max(2147483647).optional(),
    plusCrewId: z.coerce.number().int().positive().max(2147483647).optional(),
    password: z.string().max(200).default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    const given = [v.username, v.projectId, v.plusCrewId].filter((x) => x !== undefined).length;
    if (given !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['username'],
        message: 'Give exactly one of username, projectId or plusCrewId',
      });
    if (v.username !== undefined && v.password.length === 0)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Enter your password' });
  });
export type TCredentials = z.infer<typeof ZCredentials>;

export const PASSWORD_MIN_LENGTH = 8;
/** The password rule shown on the set-password screens and enforced by the backend. */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200)
  .regex(/[A-Za-z]/, 'At least one letter')
  .regex(/[0-9]/, 'At least one digit');

/** POST /forgottenPassword. */
export const ZForgottenPasswordInput = z.object({ username: z.string().trim().min(1).max(200) });
/** POST /forgottenPassword/{token}: the token of a reset or welcome link, and the new password. */
export const ZPasswordLinkParam = z.object({ token: z.string().min(20).max(200) });
export const ZSetPasswordInput = z.object({ password: ZNewPassword });
