// The messages of the client parts of /personal-calendar and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function PersonalCalendarLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/personal-calendar">{children}</ScopeMessages>;
}
