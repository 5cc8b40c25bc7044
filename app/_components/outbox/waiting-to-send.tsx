'use client';
// "Waiting to send" where the result of an action done offline will show, until it is sent.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TQueued } from '@/lib/client/queued-action';
import { timeOf } from '@/lib/client/queued-action';

export function WaitingToSend({ items }: { items: readonly TQueued[] }) {
  const t = useTranslations('Outbox');
  const format = useFormatter();
  if (!items.length) return null;
  return (
    <ul className="flex flex-col gap-1" data-testid="waiting-to-send">
      {items.map((q) => (
        <li key={q.clientId} role="status" data-kind={q.kind} className="text-sm font-medium text-warning">
          {t('waiting', { time: format.dateTime(new Date(timeOf(q)), 'time') })}
        </li>
      ))}
    </ul>
  );
}
