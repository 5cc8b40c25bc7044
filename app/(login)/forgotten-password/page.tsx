import { ForgottenPasswordForm } from './forgotten-password-form';

export default function ForgottenPasswordPage() {
  return <ForgottenPasswordForm />;
}
