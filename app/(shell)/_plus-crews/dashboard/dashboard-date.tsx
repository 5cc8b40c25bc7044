'use client';
// The dashboard's day: choosing another one loads the page for it (`?date=`), and says so while
// it loads, so that the figures on screen never pass for the new day's.
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useTransition } from 'react';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { DatePicker } from '../date-picker';

export function DashboardDate({ date, today }: { date: string; today: string }) {
  const t = useTranslations('PlusCrew');
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const ready = useHydrated();
  return (
    <div className="flex flex-col gap-2" data-ready={ready || undefined} data-testid="dashboard-date">
      <DatePicker
        value={date}
        today={today}
        busy={pending}
        onChange={(next) => startTransition(() => router.push(`${pathname}?date=${next}`, { scroll: false }))}
      />
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted" data-testid="dashboard-loading">
        {pending ? t('loading') : ''}
      </p>
    </div>
  );
}
