// The messages of the client parts of /trainings and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function TrainingsLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/trainings">{children}</ScopeMessages>;
}
