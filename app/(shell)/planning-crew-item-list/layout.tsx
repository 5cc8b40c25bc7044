// The messages of the client parts of /planning-crew-item-list and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function PlanningCrewItemListLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/planning-crew-item-list">{children}</ScopeMessages>;
}
