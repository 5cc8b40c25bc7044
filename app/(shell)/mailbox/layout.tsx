// The messages of the client parts of /mailbox and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function MailboxLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/mailbox">{children}</ScopeMessages>;
}
