// The messages of the client parts of /todo-calendar and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function TodoCalendarLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/todo-calendar">{children}</ScopeMessages>;
}
