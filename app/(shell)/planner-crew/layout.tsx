// The messages of the client parts of /planner-crew and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function PlannerCrewLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/planner-crew">{children}</ScopeMessages>;
}
