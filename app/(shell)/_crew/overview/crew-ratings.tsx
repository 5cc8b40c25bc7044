'use client';
// The crew ratings block (DOMAIN.md "On the day"): after their shift the crew chief or a planner
// rates each member 1–5 with an optional comment; rating again replaces the earlier rating.
import { useId, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/fetcher';
import { rateMember, useCrewRatings } from '@/lib/client/api/field-work';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import { shiftIsOver, type TRatable } from './rating-members';
import type { TCrewRating } from '@/lib/domain/field-work';
import { StarRating } from './star-rating';
import { useHydrated } from '@/app/_components/ui/use-hydrated';

export const RATING_COMMENT_MAX = 500;

function MemberRating({
  crewId,
  member,
  saved,
  onSaved,
}: {
  crewId: number;
  member: TRatable;
  saved: TCrewRating | undefined;
  onSaved: () => void;
}) {
  const t = useTranslations('CrewChiefJob');
  const tRoot = useTranslations();
  const [rating, setRating] = useState<number | null>(saved?.rating ?? null);
  const [comment, setComment] = useState(saved?.comment ?? '');
  const [busy, setBusy] = useState(false);
  const commentId = useId();
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (rating === null) {
      toast.warning(t('chooseStars', { name: member.name }));
      return;
    }
    setBusy(true);
    try {
      const trimmed = comment.trim();
      await rateMember(crewId, { personId: member.personId, rating, ...(trimmed ? { comment: trimmed } : {}) });
      toast.success(t('saved', { name: member.name }));
      onSaved();
    } catch (err) {
      toast.error(tRoot(errorMessageKey(err instanceof ApiClientError ? err.code : 'UNKNOWN')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={save} className="flex flex-col gap-2" data-testid="rating-form" data-person-id={member.personId}>
      <StarRating label={t('ratingFor', { name: member.name })} value={rating} onChange={setRating} disabled={busy} />
      <label htmlFor={commentId} className="text-sm">
        {t('comment')}
      </label>
      <textarea
        id={commentId}
        value={comment}
        maxLength={RATING_COMMENT_MAX}
        rows={2}
        onChange={(e) => setComment(e.target.value)}
        className="rounded-lg border border-line bg-app p-2"
      />
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 rounded-lg bg-primary px-4 font-medium text-on-primary disabled:opacity-60"
      >
        {busy ? t('saving') : t('save')}
      </button>
      {saved ? <p className="text-xs text-muted">{t('ratedBy', { name: saved.ratedByName })}</p> : null}
    </form>
  );
}

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
          {shiftIsOver(m, now) ? (
            <MemberRating
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
