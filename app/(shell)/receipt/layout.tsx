// The messages of the client parts of /receipt and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function ReceiptLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/receipt">{children}</ScopeMessages>;
}
