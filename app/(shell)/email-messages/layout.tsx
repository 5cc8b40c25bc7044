// The messages of the client parts of /email-messages and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function EmailMessagesLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/email-messages">{children}</ScopeMessages>;
}
