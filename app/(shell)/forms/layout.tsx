// The messages of the client parts of /forms and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function FormsLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/forms">{children}</ScopeMessages>;
}
