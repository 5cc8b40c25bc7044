'use client';
// A render error in a screen: the shell (menu, title, back arrow) stays, the screen says so.
import { ErrorScreen } from '../_components/errors/error-screen';

export default function ScreenError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen digest={error.digest} retry={reset} fullPage={false} />;
}
