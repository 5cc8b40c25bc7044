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
  // Refinements, not regexes, so that each rule carries its message key (lib/domain/validation.ts).
  .refine((s) => /[A-Za-z]/.test(s), { message: 'At least one letter', params: { key: 'passwordLetter' } })
  .refine((s) => /[0-9]/.test(s), { message: 'At least one digit', params: { key: 'passwordDigit' } });

const ZUsername = z.string().trim().min(1, 'Enter your username').max(200);
/** POST /api/session and the login form: a username and its password (PID and PCID log in by link). */
export const ZLoginBody = z.object({
  username: ZUsername,
  password: z.string().min(1, 'Enter your password').max(200),
});
/** POST /api/public/forgotten-password and its form. */
export const ZForgottenPasswordBody = z.strictObject({ username: ZUsername });

/** POST /api/v1/forgottenPassword (the backend's own call; the web form sends ZForgottenPasswordBody). */
export const ZForgottenPasswordInput = z.object({ username: z.string().trim().min(1).max(200) });
/** POST /forgottenPassword/{token}: the token of a reset or welcome link, and the new password. */
/** The secret of a reset or welcome link: URL-safe characters only. */
export const ZPasswordLinkParam = z.object({
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const ZSetPasswordInput = z.object({ password: ZNewPassword });
