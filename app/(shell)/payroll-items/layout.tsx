// The messages of the client parts of /payroll-items and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function PayrollItemsLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/payroll-items">{children}</ScopeMessages>;
}
