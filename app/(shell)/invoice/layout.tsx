// The messages of the client parts of /invoice and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function InvoiceLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/invoice">{children}</ScopeMessages>;
}
