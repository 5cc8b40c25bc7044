// A project's status as a coloured word, and the colours of the project calendar (rules §4:
// confirmed, quoted, design client). Sync components: server and client pages both use them.
import { useTranslations } from 'next-intl';
import type { TCalendarState, TProjectStatusName } from '@/lib/domain/projects/statuses';

export const CALENDAR_STATE_CLASS: Record<TCalendarState, string> = {
  confirmed: 'bg-success text-white',
  quoted: 'bg-warning text-white',
  designClient: 'bg-info text-white ring-1 ring-inset ring-white/40',
};

const STATUS_CLASS: Record<TProjectStatusName, string> = {
  requested: 'bg-info/10 text-info ring-info/40',
  quoted: 'bg-warning/10 text-warning ring-warning/40',
  confirmed: 'bg-success/10 text-success ring-success/40',
  closed: 'bg-soft text-muted ring-line',
};

export function ProjectStatusBadge({ status, testId }: { status: TProjectStatusName; testId?: string }) {
  const t = useTranslations('ProjectStatus');
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_CLASS[status]}`}
    >
      {t(status)}
    </span>
  );
}
