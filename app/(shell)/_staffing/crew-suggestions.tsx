'use client';
// The crew suggested for an open row: who has the item's function
// and is free on all its days, best rated and least planned that week first, each with why.
// "Request" hands the person back to RequestPersonDialog, whose one request flow books them.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useCrewSuggestions } from '@/lib/client/api/planning';
import { errorMessageKey } from '@/lib/client/error-message';
import type { TCrewSuggestion, TCrewSuggestions } from '@/lib/domain/planning';
import { Loader } from '@/app/_components/loader';
import { Button } from '@/app/_components/ui/buttons';
import { EmptyState } from '@/app/_components/ui/empty-state';
import { LoadError } from '@/app/_components/ui/load-error';

export function CrewSuggestionList({
  itemId,
  busyId,
  onPick,
}: {
  itemId: number;
  /** The person being requested right now. */
  busyId: number | null;
  onPick: (person: TCrewSuggestion) => void;
}) {
  const t = useTranslations('CrewSuggestions');
  const tRoot = useTranslations();
  const { data, error, mutate } = useCrewSuggestions(itemId);

  if (error)
    return (
      <LoadError
        heading={t('failed')}
        reason={tRoot(errorMessageKey(error.code))}
        testId="suggestions-error"
        code={error.code}
        onRetry={() => mutate()}
      />
    );
  if (!data) return <Loader />;
  if (data.people.length === 0)
    return <EmptyState testId="suggestions-empty">{data.openRows === 0 ? t('allFilled') : t('nobody')}</EmptyState>;
  return (
    <ol
      aria-label={t('listLabel', { function: data.function.name })}
      className="flex max-h-[60dvh] flex-col gap-2 overflow-y-auto p-0.5"
      data-testid="crew-suggestions"
    >
      {data.people.map((person) => (
        <li
          key={person.id}
          data-testid="crew-suggestion"
          data-person-id={person.id}
          className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-line"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium" data-testid="suggestion-name">
              {person.name}
            </span>
            <Button
              look="primary"
              disabled={busyId !== null}
              aria-busy={busyId === person.id || undefined}
              aria-label={t('requestLabel', { name: person.name })}
              onClick={() => onPick(person)}
              className="min-h-10 text-sm"
              data-testid="request-suggestion"
            >
              {t('request')}
            </Button>
          </div>
          <Reasons person={person} facts={data} />
        </li>
      ))}
    </ol>
  );
}

/** Why the person is suggested, in one line: "Has the function Stagehand · Rated 4.5 (3 ratings)
 *  · 12 h planned in week 11 · Free all 3 days". */
function Reasons({ person, facts }: { person: TCrewSuggestion; facts: TCrewSuggestions }) {
  const t = useTranslations('CrewSuggestions');
  const format = useFormatter();
  const reasons = [
    t('hasFunction', { function: facts.function.name }),
    person.rating === null
      ? t('notRated')
      : t('rating', { rating: format.number(person.rating, { maximumFractionDigits: 1 }), count: person.ratingCount }),
    t('planned', {
      hours: format.number(person.plannedMinutes / 60, { maximumFractionDigits: 1 }),
      week: facts.week.number,
    }),
    facts.days === 1 ? t('freeDay') : t('freeDays', { days: facts.days }),
  ];
  return (
    <p className="text-sm text-muted" data-testid="suggestion-reasons">
      <span className="sr-only">{t('why')} </span>
      {reasons.join(' · ')}
    </p>
  );
}
