// /projects/{number}/documents (rules §2): the project's documents and attachments (right
// projectAttachments); planners upload, download, approve and delete them.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import { getProjectDocuments } from '@/lib/bff/queries/projects';
import { LoadError } from '@/app/_components/ui/load-error';
import { ActionLink } from '@/app/_components/ui/buttons';
import { loadProjectPage } from '../_lib/project-data';
import { DocumentsPanel } from './documents-panel';

export const generateMetadata = () => titleMetadata('projectDocuments');

export default async function ProjectDocumentsPage({ params }: { params: Promise<{ number: string }> }) {
  const [{ number }, t, tRoot] = await Promise.all([params, getTranslations('ProjectDocuments'), getTranslations()]);
  const { project, viewer } = await loadProjectPage(number);
  if (!project.ok) {
    return (
      <LoadError
        testId="project-not-found"
        heading={t('projectNotFound')}
        reason={tRoot(errorMessageKey(project.code))}
        code={project.code}
      />
    );
  }
  const documents = await getProjectDocuments(project.data.id);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {project.data.number} {project.data.name}
      </p>
      {documents.ok ? (
        <DocumentsPanel projectId={project.data.id} initial={documents.data} planner={viewer.planner} />
      ) : (
        <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(documents.code))} code={documents.code} />
      )}
      <ActionLink href={`/projects/${project.data.number}`}>{t('backToProject')}</ActionLink>
    </div>
  );
}
