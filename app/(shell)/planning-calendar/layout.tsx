// The messages of the client parts of /planning-calendar and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function PlanningCalendarLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/planning-calendar">{children}</ScopeMessages>;
}
