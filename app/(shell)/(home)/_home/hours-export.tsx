'use client';
// Hours worked for payroll or invoicing elsewhere: the approved hours of a chosen period (last
// month unless changed), per person and per shift, as .xlsx or .csv (planners and office).
import { useId, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Card } from '@/app/_components/ui/card';
import { ExportLinks } from '@/app/_components/ui/export-links';
import { INPUT_CLASS } from '@/app/_components/form/input-class';
import { exportUrl } from '@/lib/client/api/exports';
import { exportPaths, lastMonth, periodProblem } from '@/lib/domain/exports';
import { MAX_SPAN_DAYS } from '@/lib/domain/planning/date-range';

export function HoursExport({ today }: { today: string }) {
  const t = useTranslations('HoursExport');
  const id = useId();
  const [period, setPeriod] = useState(() => lastMonth(today));
  const problem = period.from && period.to ? periodProblem(period.from, period.to) : 'missing';
  const field = (name: 'from' | 'to') => (
    <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
      {t(name)}
      <input
        type="date"
        name={name}
        required
        value={period[name]}
        onChange={(e) => setPeriod((p) => ({ ...p, [name]: e.target.value }))}
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-invalid={problem && problem !== 'missing' ? true : undefined}
        className={INPUT_CLASS}
        data-testid={`hours-export-${name}`}
      />
    </label>
  );
  return (
    <Card id="hours-export" title={t('title')} testId="home-hours-export">
      <p className="mb-3 text-sm text-muted">{t('intro')}</p>
      <div className="mb-3 flex flex-wrap gap-2">
        {field('from')}
        {field('to')}
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-danger">
          {t(`problems.${problem}`, { days: MAX_SPAN_DAYS })}
        </p>
      ) : (
        <ExportLinks
          what={t('what')}
          href={(format) => exportUrl(exportPaths.hours, format, period)}
          testId="hours-export"
        />
      )}
    </Card>
  );
}
