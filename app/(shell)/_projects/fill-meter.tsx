// How full a project's (or crew's) rows are: "12 of 20 rows filled" with a bar.
import { useTranslations } from 'next-intl';

export function FillMeter({ filled, needed, testId }: { filled: number; needed: number; testId?: string }) {
  const t = useTranslations('ProjectsPage');
  const share = needed === 0 ? 0 : Math.min(1, filled / needed);
  const label = needed === 0 ? t('noRows') : t('fill', { filled, needed });
  return (
    <div className="flex items-center gap-2 text-sm" data-testid={testId} data-filled={filled} data-needed={needed}>
      <span
        className="h-2 w-20 shrink-0 overflow-hidden rounded-full bg-soft ring-1 ring-line"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={needed}
        aria-valuenow={Math.min(filled, needed)}
        aria-label={label}
      >
        <span
          className={`block h-full ${share >= 1 ? 'bg-success' : 'bg-warning'}`}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </span>
      <span className="text-muted">{label}</span>
    </div>
  );
}
