// The planners' double-booking marker (rules §4 planner crew markers): the same look on a row,
// in the picker and in the warning.
import { useTranslations } from 'next-intl';
import { Sign } from '@/app/_components/ui/sign';

export function DoubleBookingMarker({ testId = 'double-booking-marker' }: { testId?: string }) {
  const t = useTranslations('Staffing');
  return (
    <span
      data-testid={testId}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-warning px-2 py-0.5 text-xs font-semibold text-white"
    >
      <Sign name="warning" />
      {t('doubleBooking')}
    </span>
  );
}
