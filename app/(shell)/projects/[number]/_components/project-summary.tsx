// The project's own data (rules §3): company, client and client mark, name, dates, reference,
// rate card, comment, branch, default catering, rating; its logo; and the links the caller may
// follow (files, the project manager, the report and exports).
import { getTranslations } from 'next-intl/server';
import type { TProjectDetail } from '@/lib/domain/projects';
import { Card } from '@/app/_components/ui/card';
import { Detail } from '@/app/_components/ui/detail-list';
import { ActionLink, DownloadLink } from '@/app/_components/ui/buttons';
import { ExportLinks } from '@/app/_components/ui/export-links';
import { ProjectStatusBadge } from '@/app/(shell)/_projects/project-status';
import { ProjectDates } from '@/app/(shell)/_projects/project-dates';
import { FillMeter } from '@/app/(shell)/_projects/fill-meter';
import { projectExportUrl, projectLogoUrl, projectReportUrl } from '@/lib/client/api/project-files';
import type { TProjectViewer } from '../_lib/project-data';
import { Stars } from '@/app/_components/ui/sign';

export async function ProjectSummary({ project: p, viewer }: { project: TProjectDetail; viewer: TProjectViewer }) {
  const t = await getTranslations('ProjectPage');
  const base = `/projects/${p.number}`;
  const documents = `${base}/documents`;
  const contactManager = `${base}/contact-project-manager`;
  const seesWhole = viewer.planner || viewer.office || viewer.client;
  return (
    <Card id="project-summary">
      <div className="flex items-start gap-3">
        {p.hasLogo ? (
          // A plain img: the logo comes through our proxy with the session cookie (next/image would not forward it).
          <img
            src={projectLogoUrl(p.id)}
            alt={t('logoAlt', { name: p.name })}
            width={56}
            height={56}
            className="h-14 w-14 shrink-0 rounded-lg object-contain ring-1 ring-line"
            data-testid="project-logo"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm text-muted" data-testid="project-number">
            {t('number', { number: p.number })}
          </p>
          <h2 className="text-lg font-semibold break-words" data-testid="project-name">
            {p.name}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <ProjectStatusBadge status={p.status} testId="project-status" />
            {p.projectType ? <span className="text-sm text-muted">{p.projectType.name}</span> : null}
          </div>
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 sm:grid-cols-2">
        <Detail label={t('client')}>
          {p.client.name}
          {p.clientMark ? <span className="text-muted"> · {p.clientMark}</span> : null}
        </Detail>
        <Detail label={t('dates')}>
          <ProjectDates from={p.beginDate} to={p.endDate} />
        </Detail>
        <Detail label={t('company')}>{p.company.name}</Detail>
        {p.branch ? <Detail label={t('branch')}>{p.branch.name}</Detail> : null}
        {p.reference ? <Detail label={t('reference')}>{p.reference}</Detail> : null}
        {p.rateCard ? <Detail label={t('rateCard')}>{p.rateCard.name}</Detail> : null}
        {p.defaultCateringType ? <Detail label={t('catering')}>{p.defaultCateringType}</Detail> : null}
        {p.rating !== null ? (
          <Detail label={t('rating')}>
            <span aria-label={t('ratingValue', { rating: p.rating })}>
              <Stars rating={p.rating} />
            </span>
          </Detail>
        ) : null}
        {p.projectManager ? <Detail label={t('projectManager')}>{p.projectManager.name}</Detail> : null}
        <Detail label={t('fill')}>
          <FillMeter filled={p.fill.filled} needed={p.fill.needed} testId="project-fill" />
        </Detail>
      </dl>
      {p.comment ? (
        <div className="mt-2">
          <Detail label={t('comment')}>
            <span className="whitespace-pre-line">{p.comment}</span>
          </Detail>
        </div>
      ) : null}
      <nav aria-label={t('linksLabel')} className="mt-4 grid gap-2 sm:grid-cols-2">
        {p.projectManager && viewer.canOpen(contactManager) ? (
          <ActionLink href={contactManager} testId="contact-project-manager-link">
            {t('contactManager')}
          </ActionLink>
        ) : null}
        {viewer.seesDocuments && viewer.canOpen(documents) ? (
          <ActionLink href={documents} testId="project-documents-link">
            {t('documents')}
          </ActionLink>
        ) : null}
        {seesWhole ? (
          <DownloadLink href={projectReportUrl(p.id)} look="secondary" testId="project-report-link">
            {t('report')}
          </DownloadLink>
        ) : null}
        {viewer.planner || viewer.office ? (
          <>
            <ExportLinks
              what={t('exportCrews')}
              href={(format) => projectExportUrl(p.id, 'crews', format)}
              testId="project-export-crews"
            />
            <ExportLinks
              what={t('exportPeople')}
              href={(format) => projectExportUrl(p.id, 'people', format)}
              testId="project-export-people"
            />
          </>
        ) : null}
      </nav>
    </Card>
  );
}
