// The messages of the client parts of /crew-info and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function CrewInfoLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/crew-info">{children}</ScopeMessages>;
}
