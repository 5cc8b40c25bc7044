'use client';
// The project list with its filters (rules §4). The filters live in the page's query string, so
// a list can be shared and survives a reload; the server's first paint is the fallback of the
// first filters, and SWR asks again whenever they change.
import { useEffect, useId, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import Link from 'next/link';
import { LoadedList, type TInitialList } from '@/app/_components/ui/loaded-list';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { useProjects } from '@/lib/client/api/projects';
import type { TProjectListItem } from '@/lib/domain/projects';
import {
  PROJECT_SEARCH_MAX,
  projectFiltersQuery,
  projectListQuery,
  type TProjectFilters,
} from '@/lib/domain/projects/list-filters';
import { PROJECT_LIST_PERIODS, PROJECT_LIST_SCOPES, PROJECT_LIST_TABS } from '@/lib/domain/projects/statuses';
import { ProjectRow } from '@/app/(shell)/_projects/project-row';
import { ChoiceChips } from './choice-chips';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

export function ProjectsList({
  initialFilters,
  initial,
  canChooseScope,
}: {
  initialFilters: TProjectFilters;
  initial: TInitialList<TProjectListItem>;
  canChooseScope: boolean;
}) {
  const t = useTranslations('ProjectsPage');
  const searchId = useId();
  const [filters, setFilters] = useState(initialFilters);
  const [typed, setTyped] = useState(initialFilters.search);
  const isFirst = filters === initialFilters;
  const swr = useProjects(projectListQuery(filters), isFirst && initial.ok ? initial.data : undefined);

  useEffect(() => {
    const search = typed.trim();
    if (search === filters.search) return;
    const timer = setTimeout(() => setFilters((f) => ({ ...f, search })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, filters.search]);
  useEffect(() => {
    window.history.replaceState(null, '', `${window.location.pathname}${projectFiltersQuery(filters)}`);
  }, [filters]);

  const change = (patch: Partial<TProjectFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="projects-list">
      <ChoiceChips
        label={t('tabsLabel')}
        name="tab"
        options={PROJECT_LIST_TABS.map((v) => ({ value: v, label: t(`tabs.${v}`) }))}
        value={filters.tab}
        onChange={(tab) => change({ tab })}
        wide
      />
      <ChoiceChips
        label={t('periodLabel')}
        name="period"
        options={PROJECT_LIST_PERIODS.map((v) => ({ value: v, label: t(`periods.${v}`) }))}
        value={filters.period}
        onChange={(period) => change({ period })}
      />
      {canChooseScope ? (
        <ChoiceChips
          label={t('scopeLabel')}
          name="scope"
          options={PROJECT_LIST_SCOPES.map((v) => ({ value: v, label: t(`scopes.${v}`) }))}
          value={filters.scope}
          onChange={(scope) => change({ scope })}
        />
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          value={typed}
          maxLength={PROJECT_SEARCH_MAX}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="projects-search"
          className="min-h-12 rounded-lg border border-line bg-app px-3 text-base focus:border-hover"
        />
      </div>
      <Link href="/projects-calendar" className="self-start text-sm font-medium text-primary underline">
        {t('calendarLink')}
      </Link>
      <section aria-label={t('resultsLabel')} aria-busy={swr.isValidating || undefined}>
        <LoadedList
          swr={swr}
          initial={isFirst ? initial : undefined}
          failedHeading={t('notFound')}
          empty={t('empty')}
          emptyTestId="projects-empty"
        >
          {(projects) => (
            <>
              <p className="mb-2 text-sm text-muted" aria-live="polite" data-testid="projects-count">
                {t('count', { count: projects.length })}
              </p>
              <ul className="flex flex-col gap-3">
                {projects.map((p) => (
                  <ProjectRow key={p.id} project={p} />
                ))}
              </ul>
            </>
          )}
        </LoadedList>
      </section>
    </ReadyBox>
  );
}
