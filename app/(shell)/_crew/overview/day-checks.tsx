'use client';
// Who is checked in and out on the day; revalidates every minute while the page is open.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { wallSpan } from '@/lib/i18n/formats';
import { useCrewChecks } from '@/lib/client/api/field-work';
import { errorMessageKey } from '@/lib/client/error-message';
import type { TCrewDayMember } from '@/lib/domain/field-work';
import { StatusBadge } from '@/app/_components/ui/status-badge';

export function DayChecks({
  crewId,
  date,
  initial,
}: {
  crewId: number;
  date: string;
  initial: TCrewDayMember[] | null;
}) {
  const t = useTranslations('CrewChiefJob');
  const tRoot = useTranslations();
  const format = useFormatter();
  const { data, error } = useCrewChecks(crewId, date, initial ?? undefined, { refreshInterval: 60_000 });
  if (!data)
    return error ? (
      <p role="alert" className="text-danger">
        {tRoot(errorMessageKey(error.code))}
      </p>
    ) : null;
  if (data.length === 0) return <p className="text-muted">{t('nobodyWorks')}</p>;
  const inCount = data.filter((m) => m.check && !m.check.checkOutAt).length;
  const outCount = data.filter((m) => m.check?.checkOutAt).length;
  return (
    <>
      <p className="mb-2 text-sm font-medium" data-testid="check-counts">
        {t('counts', { total: data.length, in: inCount, out: outCount })}
      </p>
      <ul className="divide-y divide-line" data-testid="day-checks">
        {data.map((m) => (
          <li key={m.assignmentId} className="flex min-h-12 flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{m.name}</span>
              <span className="text-sm text-muted">
                {' '}
                · {m.function} · {wallSpan(format, m.startTime, m.endTime)}
              </span>
            </span>
            <StatusBadge>
              {!m.check
                ? t('notCheckedIn')
                : m.check.checkOutAt
                  ? t('checkedOut', {
                      in: format.dateTime(new Date(m.check.checkInAt), 'time'),
                      out: format.dateTime(new Date(m.check.checkOutAt), 'time'),
                    })
                  : t('checkedIn', { in: format.dateTime(new Date(m.check.checkInAt), 'time') })}
            </StatusBadge>
          </li>
        ))}
      </ul>
    </>
  );
}
