'use client';
// Adding a person to a team: a search by name over the persons, the ones already in it marked.
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Loader } from '@/app/_components/loader';
import { Button } from '@/app/_components/ui/buttons';
import { errorMessageKey } from '@/lib/client/error-message';
import { ApiClientError } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast-store';
import { addMember, usePersonSearch } from '@/lib/client/api/membership-crews';

const SEARCH_DELAY_MS = 250;

export function AddMember({
  crewId,
  memberIds,
  onAdded,
}: {
  crewId: number;
  memberIds: number[];
  onAdded: () => Promise<unknown>;
}) {
  const t = useTranslations('MembershipCrews');
  const tRoot = useTranslations();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, error, isLoading } = usePersonSearch(search);

  const add = async (personId: number, name: string) => {
    setBusyId(personId);
    try {
      await addMember(personId, crewId);
      toast.success(t('added', { name }));
      await onAdded();
    } catch (err) {
      toast.error(tRoot(errorMessageKey(err instanceof ApiClientError ? err.code : 'UNKNOWN')));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
      data-testid="add-member"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('addMember')}
      </h3>
      <label htmlFor={id} className="text-sm font-medium">
        {t('searchPerson')}
      </label>
      <input
        id={id}
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        className="min-h-12 rounded-lg bg-app px-3 ring-1 ring-line"
        autoComplete="off"
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {tRoot(errorMessageKey(error.code))}
        </p>
      ) : isLoading ? (
        <Loader className="h-8 w-8" />
      ) : data ? (
        data.length === 0 ? (
          <p className="text-sm text-muted">{t('nobodyFound')}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-live="polite">
            {data.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2" data-testid="person-result">
                <span>
                  {p.name}
                  {p.city ? <span className="text-sm text-muted"> · {p.city}</span> : null}
                </span>
                {memberIds.includes(p.id) ? (
                  <span className="text-sm text-muted">{t('alreadyMember')}</span>
                ) : (
                  <Button
                    look="primary"
                    busy={busyId === p.id}
                    onClick={() => void add(p.id, p.name)}
                    aria-label={t('addLabel', { name: p.name })}
                  >
                    {t('add')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
