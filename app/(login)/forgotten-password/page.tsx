import { fieldLimits } from '@/app/_components/form/field-limits';
import { ZForgottenPasswordBody } from '@/lib/domain/auth';
import { ForgottenPasswordForm } from '../_components/lazy-forms';

export default function ForgottenPasswordPage() {
  return <ForgottenPasswordForm limits={fieldLimits(ZForgottenPasswordBody)} />;
}
