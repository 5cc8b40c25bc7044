import { SetPasswordForm } from '../../_components/set-password-form';

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <SetPasswordForm token={token} welcome={false} />;
}
