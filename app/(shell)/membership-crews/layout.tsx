// The messages of the client parts of /membership-crews and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function MembershipCrewsLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/membership-crews">{children}</ScopeMessages>;
}
