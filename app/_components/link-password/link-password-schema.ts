// The link-login password form's check: the one rule of the server (ZLinkPassword), typed twice.
import { z } from 'zod';
import { ZLinkPassword } from '@/lib/domain/auth/link-password';

export const ZLinkPasswordForm = z
  .object({ password: ZLinkPassword.shape.password.unwrap(), confirm: z.string() })
  .refine((v) => v.confirm === v.password, {
    path: ['confirm'],
    message: 'The two passwords are not the same',
    params: { key: 'passwordMismatch' },
  });
export type TLinkPasswordForm = z.input<typeof ZLinkPasswordForm>;
