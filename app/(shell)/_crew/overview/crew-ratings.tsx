'use client';
// The crew ratings block (rules "On the day"): after their shift the crew chief or a planner
// rates each member 1–5 with an optional comment; rating again replaces the earlier rating.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useCrewRatings } from '@/lib/client/api/field-work';
import { errorMessageKey } from '@/lib/client/error-message';
import { shiftIsOver, type TRatable } from './rating-members';
import type { TCrewRating } from '@/lib/domain/field-work';
import { RatingForm } from '../lazy-forms';
import { useHydrated } from '@/app/_components/ui/use-hydrated';

type Props = { crewId: number; members: TRatable[]; initial: TCrewRating[] | null; now: number };

export function CrewRatings({ crewId, members, initial, now }: Props) {
  const t = useTranslations('CrewChiefJob');
  const tRoot = useTranslations();
  const format = useFormatter();
  const hydrated = useHydrated();
  const { data, error, mutate } = useCrewRatings(crewId, initial ?? undefined);
  if (members.length === 0) return <p className="text-muted">{t('nobodyToRate')}</p>;
  if (!data)
    return error ? (
      <p role="alert" className="text-danger">
        {tRoot(errorMessageKey(error.code))}
      </p>
    ) : null;
  return (
    <ul className="flex flex-col divide-y divide-line" data-testid="crew-ratings" data-ready={hydrated || undefined}>
      {members.map((m) => (
        <li key={m.personId} className="py-3 first:pt-0 last:pb-0">
          {data.find((r) => r.personId === m.personId)?.pending ? (
            <p className="text-sm text-warning" data-testid="rating-pending">
              {t('ratingPending')}
            </p>
          ) : null}
          {shiftIsOver(m, now) ? (
            <RatingForm
              crewId={crewId}
              member={m}
              saved={data.find((r) => r.personId === m.personId)}
              onSaved={() => void mutate()}
            />
          ) : (
            <p data-testid="rating-after-shift">
              <span className="font-medium">{m.name}</span>{' '}
              <span className="text-muted">
                {t('afterShift', {
                  end: format.dateTime(new Date(m.shiftEndsAt), 'weekdayTime'),
                })}
              </span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
