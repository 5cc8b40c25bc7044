// The messages of the client parts of /payrolls-documents and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function PayrollsDocumentsLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/payrolls-documents">{children}</ScopeMessages>;
}
