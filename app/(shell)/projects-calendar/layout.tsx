// The messages of the client parts of /projects-calendar and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function ProjectsCalendarLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/projects-calendar">{children}</ScopeMessages>;
}
