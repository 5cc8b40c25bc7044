import { SetPasswordScreen } from '../../_components/set-password-screen';

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <SetPasswordScreen token={token} welcome={false} />;
}
