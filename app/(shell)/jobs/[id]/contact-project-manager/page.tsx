// /jobs/{id}/contact-project-manager: the project manager of the job's project.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { ContactPage } from '@/app/(shell)/_crew/contacts/contact-page';
import { LoadError } from '@/app/_components/ui/load-error';
import { loadJob } from '../../_lib/job-data';

export const generateMetadata = () => titleMetadata('contactProjectManager');

export default async function ContactProjectManagerPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t, tRoot, tc] = await Promise.all([
    params,
    getTranslations('JobsPage'),
    getTranslations(),
    getTranslations('CrewContacts'),
  ]);
  const { job } = await loadJob(id, undefined);
  if (!job.ok) return <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(job.code))} code={job.code} />;
  return (
    <ContactPage
      crewIdParam={String(job.data.crew.id)}
      pick={(c) => c.projectManager}
      role={tc('projectManager')}
      backHref={`/jobs/${job.data.id}`}
      backLabel={t('backToJob')}
    />
  );
}
