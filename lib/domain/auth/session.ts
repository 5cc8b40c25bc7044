// Who is logged in (rules §3): login types, session types and the token payload the backend
// signs and the web app reads.
import { z } from 'zod';
import { LOGIN_TYPES, type TLoginType } from './login-types';

export { LOGIN_TYPES, PLANNER_LOGIN_TYPES, type TLoginType } from './login-types';
export const ZLoginType = z.enum(LOGIN_TYPES);
export const isLoginType = (value: string): value is TLoginType => ZLoginType.safeParse(value).success;

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
  /** The server-side session this token belongs to (revocable: logout, password changes). */
  sid: z.string().min(1),
  /** The session's absolute end (seconds since the epoch): no refresh reaches past it. */
  sexp: z.number(),
  iat: z.number(),
  exp: z.number(),
});
export type TTokenPayload = z.infer<typeof ZTokenPayload>;

/** POST /auth/token and GET /auth/refresh: a signed token (a JWT holding a TTokenPayload). */
export const ZToken = z.object({ token: z.string().min(1) });
export type TToken = z.infer<typeof ZToken>;
