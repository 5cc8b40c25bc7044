import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { calendarDate } from '@/lib/i18n/formats';
import { getRunningProjects } from '@/lib/bff/queries/projects';
import { DataSection } from '@/app/_components/ui/data-section';
import { projectStatusKey } from './statuses';

export async function ClientSections() {
  const [t, projects] = await Promise.all([getTranslations('HomePage'), getRunningProjects(10)]);
  return (
    <DataSection
      id="running-projects"
      testId="home-running-projects"
      failed={t('loadFailed')}
      title={t('runningProjects')}
      result={projects}
      empty={t('noRunningProjects')}
    >
      {(items) => (
        <ul className="divide-y divide-line">
          {items.map((p) => (
            <li key={p.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex items-start justify-between gap-3">
                <Link href={`/projects/${p.number}`} className="font-medium text-primary underline underline-offset-2">
                  {t('projectLine', { number: p.number, name: p.name })}
                </Link>
                <span className="shrink-0 rounded-full bg-soft px-2 py-0.5 text-xs text-hover">
                  {t(`projectStatuses.${projectStatusKey(p.status)}`)}
                </span>
              </div>
              {p.beginDate ? (
                <p className="text-sm text-muted">
                  {p.endDate
                    ? t('period', { from: calendarDate(p.beginDate), to: calendarDate(p.endDate) })
                    : t('from', { from: calendarDate(p.beginDate) })}
                </p>
              ) : null}
              {p.client ? <p className="text-sm">{p.client.name}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </DataSection>
  );
}
