// /jobs/{id}/crew-chief-documents: for the crew chief of the job's crew, the delivery note and
// crew chief sheet of each day with their state, the signed PDFs and the screens that make them.
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { errorMessageKey } from '@/lib/client/error-message';
import type { TCrewDocument } from '@/lib/domain/field-work';
import type { TLoaded } from '@/lib/bff/load';
import { getProjectCrew } from '@/lib/bff/queries/planning';
import { getCrewDocument } from '@/lib/bff/queries/field-work';
import { ActionLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { LoadError } from '@/app/_components/ui/load-error';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { crewDays } from '@/app/(shell)/_crew/crew-days';
import { calendarDate } from '@/lib/i18n/formats';
import { loadJob } from '../../_lib/job-data';
import { signedDocumentUrl } from '@/lib/client/api/crew-files';

export const generateMetadata = () => titleMetadata('crewChiefDocuments');

const KINDS = ['deliveryNote', 'crewChiefSheet'] as const;

export default async function CrewChiefDocumentsPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t, tRoot, format] = await Promise.all([
    params,
    getTranslations('CrewChiefDocuments'),
    getTranslations(),
    getFormatter(),
  ]);
  const { job, isChief } = await loadJob(id, undefined);
  if (!job.ok)
    return <LoadError heading={tRoot('JobsPage.notFound')} reason={tRoot(errorMessageKey(job.code))} code={job.code} />;
  if (!isChief) return <LoadError heading={t('notFound')} reason={t('onlyCrewChief')} />;
  const crewId = job.data.crew.id;
  const crew = await getProjectCrew(crewId);
  if (!crew.ok)
    return <LoadError heading={t('notFound')} reason={tRoot(errorMessageKey(crew.code))} code={crew.code} />;
  const days = crewDays(crew.data.startDate, crew.data.endDate);
  const docs = await Promise.all(
    days.map((day) => Promise.all(KINDS.map((kind) => getCrewDocument(crewId, kind, day)))),
  );

  const row = (kind: (typeof KINDS)[number], day: string, doc: TLoaded<TCrewDocument>) => (
    <li
      key={kind}
      className="flex flex-wrap items-center justify-between gap-2 py-2"
      data-testid={`doc-${kind}-${day}`}
    >
      <span className="font-medium">{t(`kinds.${kind}`)}</span>
      {doc.ok ? (
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge testId="doc-status">{t(`statuses.${doc.data.status}`)}</StatusBadge>
          {doc.data.status === 'signed' ? (
            <a
              href={signedDocumentUrl(crewId, kind, day)}
              download
              className="flex min-h-12 items-center rounded-lg px-3 font-medium text-primary underline ring-1 ring-line"
            >
              {t('download')}
            </a>
          ) : null}
        </span>
      ) : (
        <span role="alert" className="text-sm text-danger">
          {tRoot(errorMessageKey(doc.code))}
        </span>
      )}
    </li>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="crew-chief-documents">
      <p className="text-muted">{t('intro', { crew: crew.data.name, project: crew.data.project.name })}</p>
      {days.map((day, i) => (
        <Card key={day} id={`day-${day}`} title={format.dateTime(calendarDate(day), 'calendarDayLong')}>
          <ul className="divide-y divide-line">{KINDS.map((kind, k) => row(kind, day, docs[i]![k]!))}</ul>
        </Card>
      ))}
      <nav aria-label={t('screens')} className="grid gap-2 sm:grid-cols-2">
        <ActionLink href={`/crews/${crewId}/sign-off`} primary>
          {t('signOff')}
        </ActionLink>
        <ActionLink href={`/crews/${crewId}/delivery-note`}>{t('deliveryNote')}</ActionLink>
      </nav>
    </div>
  );
}
