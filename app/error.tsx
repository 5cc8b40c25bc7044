'use client';
// A render error anywhere below the root layout (the login area, the shell's own layout).
import { ErrorScreen } from './_components/errors/error-screen';

export default function RootError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen digest={error.digest} retry={reset} fullPage />;
}
