// The messages of the client parts of /failed-jobs ("Try again": app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function FailedJobsLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/failed-jobs">{children}</ScopeMessages>;
}
