// The messages of the client parts of /plus-crews and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function PlusCrewsLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/plus-crews">{children}</ScopeMessages>;
}
