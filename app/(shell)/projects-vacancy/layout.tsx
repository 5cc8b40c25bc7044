// The messages of the client parts of /projects-vacancy and the pages below it (app/_components/i18n/scope-messages.tsx).
import { ScopeMessages } from '@/app/_components/i18n/scope-messages';

export default function ProjectsVacancyLayout({ children }: { children: React.ReactNode }) {
  return <ScopeMessages scope="(shell)/projects-vacancy">{children}</ScopeMessages>;
}
