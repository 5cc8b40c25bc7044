'use client';
// Adding a person to a team: a search by name over the persons, the ones already in it marked.
import { useId, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { PersonSearch } from '@/app/_components/ui/person-search';
import { Button } from '@/app/_components/ui/buttons';
import { errorMessageKey } from '@/lib/client/error-message';
import { ApiClientError } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast-store';
import { addMember, usePersonSearch } from '@/lib/client/api/membership-crews';

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
  const [search, setSearch] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const people = usePersonSearch(search);

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
      <PersonSearch label={t('searchPerson')} onSearch={setSearch} result={people} nobody={t('nobodyFound')}>
        {(data) => (
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
        )}
      </PersonSearch>
    </section>
  );
}
