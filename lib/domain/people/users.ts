// Users: the logins of persons (rules "User").
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZQueryId } from '../query-parts';
import { ZLoginType } from '../auth/session';
import { ZVersion } from '../response-parts';

export const ZUsername = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'At least 3 characters')
  .max(200)
  .regex(/^[a-z0-9._@+-]+$/, 'Use letters, digits and . _ @ + - only');
const ZLoginTypes = z
  .array(ZLoginType)
  .min(1, 'Choose at least one login type')
  .max(6)
  .refine((a) => new Set(a).size === a.length, 'Each login type once');
const ZLanguage = z.enum(['en', 'nl', 'cy', 'fr', 'de-AT', 'de', 'es']);

export const ZUserCreate = z.strictObject({
  personId: ZId,
  username: ZUsername,
  loginTypes: ZLoginTypes,
  language: ZLanguage.optional(),
});
export type TUserCreate = z.infer<typeof ZUserCreate>;

export const ZUserUpdate = z.strictObject({
  language: ZLanguage.optional(),
  loginTypes: ZLoginTypes.optional(),
  active: z.boolean().optional(),
});
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

export const ZUserFilters = z.object({ personId: ZQueryId.optional() });

export const ZUser = z.object({
  id: ZId,
  version: ZVersion,
  personId: ZId,
  personName: z.string(),
  username: z.string(),
  language: z.string(),
  loginTypes: z.array(ZLoginType),
  active: z.boolean(),
  hasPassword: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;
