'use client';
// Choosing a person for a row: a search over the crew members the planner may request, those
// with the item's function first, each with what the planner should know before asking
// (double booking, blocked date, already on the item).
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCandidates } from '@/lib/client/api/planning';
import { errorMessageKey } from '@/lib/client/error-message';
import type { TCandidate } from '@/lib/domain/planning';
import { Loader } from '@/app/_components/loader';
import { DoubleBookingMarker } from './double-booking-marker';

const SEARCH_DELAY_MS = 250;

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
  const tRoot = useTranslations();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, error } = useCandidates(itemId, search);

  return (
    <div className="flex flex-col gap-2" data-testid="person-picker">
      <label htmlFor={id} className="text-sm font-medium">
        {t('searchPerson')}
      </label>
      <input
        id={id}
        type="search"
        value={typed}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => setTyped(e.target.value)}
        data-testid="person-search"
        className="min-h-12 rounded-lg border border-line bg-app px-3 text-base focus:border-hover"
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {tRoot(errorMessageKey(error.code))}
        </p>
      ) : !data ? (
        <Loader />
      ) : data.length === 0 ? (
        <p className="text-muted">{t('nobodyFound')}</p>
      ) : (
        <ul className="flex max-h-[50dvh] flex-col gap-1 overflow-y-auto" aria-live="polite" aria-label={t('results')}>
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
    </div>
  );
}
