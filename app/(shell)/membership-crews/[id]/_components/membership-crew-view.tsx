'use client';
// One team: its members (each with a contact page), and for planners a search to add a person
// and a confirmed "take out" per member.
import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { errorMessageKey } from '@/lib/client/error-message';
import { ApiClientError } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast-store';
import { removeMember, useMembershipCrew, useRevalidateMembershipCrews } from '@/lib/client/api/membership-crews';
import type { TMembershipCrewDetail } from '@/lib/domain/membership-crews';
import { AddMember } from './add-member';

export function MembershipCrewView({
  initial,
  canAdd,
  canRemove,
}: {
  initial: TMembershipCrewDetail;
  canAdd: boolean;
  canRemove: boolean;
}) {
  const t = useTranslations('MembershipCrews');
  const tRoot = useTranslations();
  const { data } = useMembershipCrew(initial.id, initial);
  const revalidate = useRevalidateMembershipCrews();
  const [busyId, setBusyId] = useState<number | null>(null);
  const crew = data ?? initial;

  const remove = async (personId: number, name: string) => {
    setBusyId(personId);
    try {
      await removeMember(personId, crew.id);
      toast.success(t('removed', { name }));
      await revalidate();
    } catch (err) {
      toast.error(tRoot(errorMessageKey(err instanceof ApiClientError ? err.code : 'UNKNOWN')));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="membership-crew-view">
      <section aria-labelledby="crew-name" className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
        <h2 id="crew-name" className="text-lg font-semibold" data-testid="membership-crew-name">
          {crew.name}
        </h2>
        <p className="text-sm text-muted">
          {t('members', { count: crew.memberCount })}
          {crew.contact ? ` · ${crew.contact.name}` : ''}
        </p>
        {crew.comment ? <p className="mt-1 text-sm">{crew.comment}</p> : null}
      </section>
      {canAdd ? <AddMember crewId={crew.id} memberIds={crew.members.map((m) => m.id)} onAdded={revalidate} /> : null}
      {crew.members.length === 0 ? (
        <p className="rounded-xl bg-soft p-4 text-muted" data-testid="members-empty">
          {t('noMembers')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('memberList')}>
          {crew.members.map((m) => (
            <li
              key={m.id}
              data-testid="member"
              data-person-id={m.id}
              className="flex flex-col gap-2 rounded-xl bg-app p-4 shadow-box ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <Link
                  href={`/membership-crews/${crew.id}/contact/${m.id}`}
                  className="font-medium underline-offset-2 hover:underline"
                >
                  {m.name}
                </Link>
                {m.functions.length ? (
                  <p className="text-sm text-muted">{m.functions.map((f) => f.name).join(', ')}</p>
                ) : null}
              </div>
              {canRemove ? (
                <ConfirmButton
                  quiet
                  label={t('remove')}
                  question={t('removeQuestion', { name: m.name, crew: crew.name })}
                  confirmLabel={t('remove')}
                  disabled={busyId === m.id}
                  testId={`member-remove-${m.id}`}
                  onConfirm={() => remove(m.id, m.name)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ReadyBox>
  );
}
