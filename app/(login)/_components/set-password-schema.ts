// The set-password form's values. The browser loads this module only on demand (it brings zod);
// POST /api/public/set-password and the backend check the same ZNewPassword.
import { z } from 'zod';
import { ZNewPassword } from '@/lib/domain/auth';

export { ZNewPassword };

export const ZSetPasswordForm = z
  .object({ password: ZNewPassword, confirm: z.string() })
  .refine((v) => v.confirm === v.password, {
    path: ['confirm'],
    message: 'The two passwords are not the same',
    params: { key: 'passwordMismatch' },
  });
