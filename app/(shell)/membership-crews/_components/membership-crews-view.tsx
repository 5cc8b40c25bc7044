'use client';
// The list of standing teams with their size and client, and (for planners) a new team.
import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { useMembershipCrews, useRevalidateMembershipCrews } from '@/lib/client/api/membership-crews';
import type { TMembershipCrew } from '@/lib/domain/membership-crews';
import { NewCrewForm } from './new-crew-form-lazy';

export function MembershipCrewsView({ initial, canCreate }: { initial: TMembershipCrew[]; canCreate: boolean }) {
  const t = useTranslations('MembershipCrews');
  const { data } = useMembershipCrews(initial);
  const revalidate = useRevalidateMembershipCrews();
  const [creating, setCreating] = useState(false);
  const crews = data ?? initial;

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="membership-crews">
      {canCreate ? (
        creating ? (
          <section aria-labelledby="new-crew-title" className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line">
            <h2 id="new-crew-title" className="mb-3 font-semibold">
              {t('newCrew')}
            </h2>
            <NewCrewForm
              onSaved={async () => {
                setCreating(false);
                await revalidate();
              }}
              onCancel={() => setCreating(false)}
            />
          </section>
        ) : (
          <Button look="primary" onClick={() => setCreating(true)} data-testid="membership-crew-new">
            {t('newCrew')}
          </Button>
        )
      ) : null}
      {crews.length === 0 ? (
        <p className="rounded-xl bg-soft p-4 text-muted" data-testid="membership-crews-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {crews.map((c) => (
            <li
              key={c.id}
              data-testid="membership-crew-item"
              className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
            >
              <Link href={`/membership-crews/${c.id}`} className="font-semibold underline-offset-2 hover:underline">
                {c.name}
              </Link>
              <p className="text-sm text-muted">
                {t('members', { count: c.memberCount })}
                {c.contact ? ` · ${c.contact.name}` : ''}
              </p>
              {c.comment ? <p className="text-sm">{c.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </ReadyBox>
  );
}
