'use client';
// Choosing a person for a row: a search over the crew members the planner may request, those
// with the item's function first, each with what the planner should know before asking
// (double booking, blocked date, already on the item).
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useCandidates } from '@/lib/client/api/planning';
import type { TCandidate } from '@/lib/domain/planning';
import { PersonSearch } from '@/app/_components/ui/person-search';
import { DoubleBookingMarker } from './double-booking-marker';

export function PersonPicker({
  itemId,
  busyId,
  onPick,
}: {
  itemId: number;
  /** The person being requested right now. */
  busyId: number | null;
  onPick: (person: TCandidate) => void;
}) {
  const t = useTranslations('Staffing');
  const [search, setSearch] = useState('');
  const candidates = useCandidates(itemId, search);

  return (
    <div className="flex flex-col gap-2" data-testid="person-picker">
      <PersonSearch
        label={t('searchPerson')}
        onSearch={setSearch}
        result={candidates}
        nobody={t('nobodyFound')}
        inputTestId="person-search"
      >
        {(data) => (
          <ul
            className="flex max-h-[50dvh] flex-col gap-1 overflow-y-auto"
            aria-live="polite"
            aria-label={t('results')}
          >
            {data.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  disabled={c.onItem || busyId !== null}
                  aria-busy={busyId === c.id || undefined}
                  onClick={() => onPick(c)}
                  data-testid="candidate"
                  data-person-id={c.id}
                  className="flex min-h-12 w-full flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-2 text-left ring-1 ring-line hover:ring-hover disabled:opacity-60"
                >
                  <span className="font-medium">{c.name}</span>
                  <span className="flex flex-wrap gap-1 text-xs">
                    {c.booked ? <DoubleBookingMarker testId="candidate-booked" /> : null}
                    {c.blocked ? (
                      <span className="rounded-full bg-danger/10 px-2 py-0.5 text-danger">{t('blocked')}</span>
                    ) : null}
                    {c.onItem ? <span className="rounded-full bg-soft px-2 py-0.5">{t('onItem')}</span> : null}
                    {!c.hasFunction ? (
                      <span className="rounded-full bg-soft px-2 py-0.5 text-muted">{t('otherFunction')}</span>
                    ) : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PersonSearch>
    </div>
  );
}
