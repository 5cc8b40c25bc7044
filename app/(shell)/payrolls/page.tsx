// /payrolls (rules §2, right payrolls): the caller's payrolls by period, newest first: number,
// period, gross total and status.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getPayrolls } from '@/lib/bff/queries/paperwork';
import { ActionLink } from '@/app/_components/ui/buttons';
import { DataSection } from '@/app/_components/ui/data-section';
import { ListLink } from '../_paperwork/list-link';
import { Money } from '../_paperwork/money';
import { Period } from '../_paperwork/period';

export const generateMetadata = () => titleMetadata('payrolls');

export default async function PayrollsPage() {
  const [t, tp, result] = await Promise.all([
    getTranslations('PayrollsPage'),
    getTranslations('Paperwork'),
    getPayrolls(),
  ]);
  return (
    <div className="flex flex-col gap-4" data-testid="payrolls-page">
      <DataSection id="payrolls" title={t('title')} result={result} empty={t('notFound')} failed={t('notFound')}>
        {(payrolls) => (
          <ul className="flex flex-col gap-2">
            {payrolls.map((p) => (
              <ListLink
                key={p.id}
                href={`/payrolls/${p.number}`}
                testId={`payroll-${p.number}`}
                title={t('number', { number: p.number })}
                status={tp(`payrollStatus.${p.status}`)}
              >
                <Period start={p.periodStart} end={p.periodEnd} />
                {' · '}
                {t('gross')} <Money cents={p.grossCents} currency={p.currency} />
                {p.declinedItems > 0 ? ` · ${t('declinedItems', { count: p.declinedItems })}` : null}
              </ListLink>
            ))}
          </ul>
        )}
      </DataSection>
      <ActionLink href="/payrolls-documents" testId="link-payroll-documents">
        {t('allDocuments')}
      </ActionLink>
    </div>
  );
}
