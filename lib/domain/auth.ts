// Shapes of SPEC §3 shared by the backend and the web app: login types, the token payload,
// the rights map and the tenant configuration.
import { z } from 'zod';

export const LOGIN_TYPES = ['clients', 'crew', 'planners', 'operations', 'planning', 'office'] as const;
export const ZLoginType = z.enum(LOGIN_TYPES);
export type TLoginType = z.infer<typeof ZLoginType>;
export const PLANNER_LOGIN_TYPES: readonly TLoginType[] = ['planners', 'operations', 'planning'];

export const SESSION_TYPES = ['user', 'project', 'pluscrew'] as const;
export const ZSessionType = z.enum(SESSION_TYPES);
export type TSessionType = z.infer<typeof ZSessionType>;

export const ZLoginData = z.object({
  person: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  contactNumber: z.number().int().nullable(),
  language: z.string(),
  loginTypes: z.array(z.object({ id: ZLoginType, caption: z.string() })),
});
export type TLoginData = z.infer<typeof ZLoginData>;

export const ZTokenPayload = z.object({
  type: ZSessionType,
  tid: z.number().int(),
  uid: z.number().int().optional(),
  loginData: ZLoginData,
  project: z.object({ id: z.number().int(), number: z.number().int() }).optional(),
  plusCrew: z.object({ id: z.number().int(), number: z.number().int() }).optional(),
  iat: z.number(),
  exp: z.number(),
});
export type TTokenPayload = z.infer<typeof ZTokenPayload>;

/** resource → permissions, e.g. `{ receipts: ['READ', 'CREATE'] }` (SPEC §6). */
export const ZRights = z.record(z.string(), z.array(z.string()));
export type TRights = z.infer<typeof ZRights>;

export const ZMailboxRight = z.object({ id: z.number().int(), name: z.string(), rights: z.array(z.string()) });
export type TMailboxRight = z.infer<typeof ZMailboxRight>;

export const ZTenantConfig = z.object({
  id: z.number().int(),
  name: z.string(),
  defaultLanguage: z.string(),
  mobileTheme: z.string(),
  faviconUrl: z.string().nullable(),
  useUserLanguage: z.boolean(),
  metaHostName: z.string().nullable(),
  metaDescription: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
  backgroundColorCode: z.string().nullable(),
  timezone: z.string(),
});
export type TTenantConfig = z.infer<typeof ZTenantConfig>;

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
