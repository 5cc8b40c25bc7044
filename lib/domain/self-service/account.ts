// The caller's own login: language (rules §1: where the tenant allows it) and password.
import { z } from 'zod';
import { ZNewPassword } from '../auth/credentials';
import { LOCALES } from '../i18n/locales';

export const ZAccount = z.object({
  username: z.string(),
  /** The login's own language; it counts only where the tenant allows it. */
  language: z.string(),
  /** The tenant lets users choose their language (rules §1 useUserLanguage). */
  languageChoice: z.boolean(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZLanguageUpdate = z.strictObject({ language: z.enum(LOCALES) });

export const ZPasswordChange = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password').max(200),
  newPassword: ZNewPassword,
});
export type TPasswordChange = z.infer<typeof ZPasswordChange>;
