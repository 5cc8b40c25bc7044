// The offline page's scope: its kept-day screens draw the jobs, crew, location, calendar and
// document parts, whose namespaces client-namespaces.json lists under "offline". The page
// carries them in every language (page.tsx); this scope gives them in the request's language
// for the first paint.
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function OfflineLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="offline">{children}</ScopeMessages>;
}
