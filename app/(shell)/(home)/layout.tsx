// The messages of the client parts of / (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function HomeLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/(home)">{children}</ScopeMessages>;
}
