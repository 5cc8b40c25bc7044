// /companies/{id}/settings (the call of rules §7): a company's paperwork settings —
// currency, numbering of invoices and receipts, VAT rates, payment terms, invoice sender.
// Office staff and planners keep them; the backend says no to anyone else. Below them, for
// planners, the tenant's working-time rules and the trainings each function requires (every
// company's bookings are checked against them), and whether clients may staff their own projects.
import { getTranslations } from 'next-intl/server';
import { getCompanySettings } from '@/lib/bff/queries/money';
import { loadById, pageRecord } from '@/lib/bff/load';
import { titleMetadata } from '@/lib/i18n/page-title';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { getRequiredTrainings, getStaffingSettings, getWorkingTimeRules } from '@/lib/bff/queries/planning';
import { CompanySettingsForm, RequiredTrainingsForm, StaffingSettingsForm, WorkingTimeRulesForm } from './lazy-forms';

export const generateMetadata = () => titleMetadata('companySettings');

export default async function CompanySettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations('CompanySettingsPage')]);
  const [loaded, [rules, staffing], required] = await Promise.all([
    loadById(id, getCompanySettings),
    // Only a planner reads the rules; only then is the clients' switch asked for (office staff
    // would be refused it).
    getWorkingTimeRules().then(async (rules) => [rules, rules.ok ? await getStaffingSettings() : null] as const),
    getRequiredTrainings(),
  ]);
  const settings = pageRecord(loaded);
  if (!settings.ok) return <LoadFailed code={settings.code} heading={t('notFound')} />;
  return (
    <div className="flex flex-col gap-6">
      <CompanySettingsForm initial={settings.data} />
      {/* Office staff keep the paperwork but not the rules: the backend refuses them the read. */}
      {rules.ok ? <WorkingTimeRulesForm initial={rules.data} /> : null}
      {required.ok ? <RequiredTrainingsForm initial={required.data} /> : null}
      {staffing?.ok ? <StaffingSettingsForm initial={staffing.data} /> : null}
    </div>
  );
}
