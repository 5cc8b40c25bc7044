// The screen of /forgottenPassword/{token} and /welcome/{token}. The rules listed are the ones the
// schema states: the issues an empty password has, in the schema's own order.
import { fieldLimits } from '@/app/_components/form/field-limits';
import { validationMessage } from '@/lib/domain/validation';
import { SetPasswordForm } from './lazy-forms';
import { ZNewPassword, ZSetPasswordForm } from './set-password-schema';

export function SetPasswordScreen({ token, welcome }: { token: string; welcome: boolean }) {
  const rules = ZNewPassword.safeParse('').error?.issues.map(validationMessage) ?? [];
  return <SetPasswordForm token={token} welcome={welcome} rules={rules} limits={fieldLimits(ZSetPasswordForm)} />;
}
