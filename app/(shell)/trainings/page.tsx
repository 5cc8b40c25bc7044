// /trainings (rules §2, always in the menu; right `training`): the person's courses with their
// status and expiry, those expiring within 30 days first (the order comes from the backend).
import { getFormatter, getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { calendarDate } from '@/lib/i18n/formats';
import { getTrainings } from '@/lib/bff/queries/self-service';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import type { TPersonTraining } from '@/lib/domain/self-service/trainings';

export const generateMetadata = () => titleMetadata('trainings');

const STATUS_LOOK: Record<TPersonTraining['status'], string> = {
  expired: 'bg-danger/10 text-danger ring-danger',
  todo: 'bg-warning/10 text-warning ring-warning',
  planned: 'bg-info/10 text-info ring-info',
  done: 'bg-success/10 text-success ring-success',
};

export default async function TrainingsPage() {
  const [t, format, result] = await Promise.all([getTranslations('TrainingsPage'), getFormatter(), getTrainings()]);
  if (!result.ok) return <LoadFailed heading={t('notFound')} code={result.code} />;
  const day = (date: string) => format.dateTime(calendarDate(date), 'calendarDayYear');
  if (result.data.length === 0)
    return (
      <p className="rounded-xl bg-soft p-4" data-testid="trainings-empty">
        {t('notFound')}
      </p>
    );
  return (
    <div className="flex flex-col gap-3" data-testid="trainings-page">
      <p className="text-sm text-muted">{t('intro')}</p>
      <ul className="flex flex-col gap-3">
        {result.data.map((item) => (
          <li
            key={item.id}
            data-testid="training"
            data-status={item.status}
            data-expires-soon={item.expiresSoon || undefined}
            className={`flex flex-col gap-1 rounded-xl bg-app p-4 shadow-box ring-1 ${item.expiresSoon ? 'ring-2 ring-warning' : 'ring-line'}`}
          >
            <div className="flex items-start justify-between gap-2">
              <h2 className="font-semibold">{item.training.name}</h2>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_LOOK[item.status]}`}
              >
                {t(`status.${item.status}`)}
              </span>
            </div>
            {item.training.description ? <p className="text-sm">{item.training.description}</p> : null}
            <p className="text-sm text-muted">
              {item.status === 'planned' && item.plannedOn
                ? t('plannedOn', { date: day(item.plannedOn) })
                : item.status === 'done' && item.completedOn
                  ? t('completedOn', { date: day(item.completedOn) })
                  : item.status === 'todo'
                    ? t('todo')
                    : null}
            </p>
            {item.expiresOn ? (
              <p
                className={`text-sm ${item.expiresSoon || item.status === 'expired' ? 'font-medium text-danger' : 'text-muted'}`}
              >
                {item.status === 'expired'
                  ? t('expiredOn', { date: day(item.expiresOn) })
                  : item.expiresSoon
                    ? t('expiresSoon', { date: day(item.expiresOn) })
                    : t('validUntil', { date: day(item.expiresOn) })}
              </p>
            ) : item.status === 'done' ? (
              <p className="text-sm text-muted">{t('noExpiry')}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
