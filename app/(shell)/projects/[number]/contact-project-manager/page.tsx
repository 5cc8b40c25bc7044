// /projects/{number}/contact-project-manager (rules §2): the project manager's phone (tel:), SMS
// and email. A project session may open it; the manager comes as a contact, not a person record.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { getProjectContacts } from '@/lib/bff/queries/projects';
import { LoadError } from '@/app/_components/ui/load-error';
import { ActionLink } from '@/app/_components/ui/buttons';
import { ContactCard } from '@/app/(shell)/_crew/contacts/contact-card';
import { loadProjectPage } from '../_lib/project-data';

export const generateMetadata = () => titleMetadata('contactProjectManager');

export default async function ProjectManagerContactPage({ params }: { params: Promise<{ number: string }> }) {
  const [{ number }, t, tc, tRoot] = await Promise.all([
    params,
    getTranslations('ProjectPage'),
    getTranslations('CrewContacts'),
    getTranslations(),
  ]);
  const { project } = await loadProjectPage(number);
  if (!project.ok) {
    return (
      <LoadError
        testId="project-not-found"
        heading={t('notFound')}
        reason={tRoot(errorMessageKey(project.code))}
        code={project.code}
      />
    );
  }
  const contacts = await getProjectContacts(project.data.id);
  const manager = contacts.ok ? contacts.data.projectManager : null;
  return (
    <div className="flex flex-col gap-4">
      {manager ? (
        <ContactCard contact={manager} role={tc('projectManager')} />
      ) : (
        <LoadError
          heading={tc('notFound')}
          reason={contacts.ok ? tc('noneGiven') : tRoot(errorMessageKey(contacts.code))}
          code={contacts.ok ? undefined : contacts.code}
        />
      )}
      <ActionLink href={`/projects/${project.data.number}`}>{t('backToProject')}</ActionLink>
    </div>
  );
}
