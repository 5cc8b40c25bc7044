import { SetPasswordScreen } from '../../_components/set-password-screen';

/** Same screen as /forgottenPassword/{token} (rules §2), worded for a first password. */
export default async function WelcomePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <SetPasswordScreen token={token} welcome />;
}
