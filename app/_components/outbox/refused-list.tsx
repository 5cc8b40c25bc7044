'use client';
// The actions done offline that the server refused once they were sent (the job was cancelled,
// the day signed off meanwhile), each with the server's reason in the user's language. They stay
// until the user dismisses them: nothing done on the device disappears unexplained.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { dismiss } from '@/lib/client/use-outbox';
import { timeOf, type TRefused } from '@/lib/client/offline-queue';
import { knownErrorCode } from '@/lib/client/error-message';

export function RefusedList({ refused }: { refused: readonly TRefused[] }) {
  const t = useTranslations('Outbox');
  const tErr = useTranslations('Errors');
  const format = useFormatter();
  return (
    <section
      role="alert"
      aria-labelledby="refused-title"
      data-testid="refused-actions"
      className="flex flex-col gap-2 rounded-xl bg-soft p-3 ring-1 ring-danger"
    >
      <h2 id="refused-title" className="font-semibold text-danger">
        {t('refusedTitle')}
      </h2>
      <ul className="flex flex-col gap-2">
        {refused.map(({ item, answer }) => (
          <li key={item.clientId} className="flex items-start justify-between gap-2 text-sm" data-kind={item.kind}>
            <span>
              {t('refused', {
                what: t(`kinds.${item.kind}`),
                time: format.dateTime(new Date(timeOf(item)), 'time'),
                reason: tErr(knownErrorCode(answer.code)),
              })}
            </span>
            <button
              type="button"
              onClick={() => dismiss(item.clientId)}
              className="min-h-12 shrink-0 rounded-lg px-3 font-medium ring-1 ring-line"
            >
              {t('dismiss')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
