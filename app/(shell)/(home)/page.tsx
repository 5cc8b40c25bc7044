// Home (rules §2 "/"): what each role needs first — crew: open requests and next jobs;
// planners: today's crews and open to-dos; clients: running projects and invoices to pay;
// office: what waits in invoices, receipts and the mailbox; office and planners: company settings
// and the hours worked of a period as a spreadsheet.
import { getTranslations } from 'next-intl/server';
import { can, isClient, isCrew, isOffice, isPlanner } from '@/lib/domain/auth/rights-registry';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { MAILBOX_READ_RIGHT } from '@/lib/domain/mail/messages';
import { ClientInvoices, CompanySettingsLinks } from './_home/back-office-sections';
import { ClientSections } from './_home/client-sections';
import { CrewSections } from './_home/crew-sections';
import { OfficeWelcome } from './_home/office-welcome';
import { PlannerSections } from './_home/planner-sections';
import { HoursExport } from './_home/hours-export';
import { LiveRefresh } from '@/app/_components/live/lazy-live-refresh';
import { ownJobsLive } from '@/app/(shell)/_jobs/jobs-live';

export const generateMetadata = () => titleMetadata('home');

export default async function HomePage() {
  const [session, t] = await Promise.all([getRequestSession(), getTranslations('HomePage')]);
  if (!session) return null;
  const types = session.user.loginTypes;
  const crew = isCrew(types);
  const planner = isPlanner(types);
  const client = isClient(types);
  const office = isOffice(types) || (!crew && !planner && !client);
  const canMailbox = session.mailboxRights.some((m) => m.rights.includes(MAILBOX_READ_RIGHT));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-xl font-semibold" data-testid="home-greeting">
        {session.user.firstName ? t('greeting', { name: session.user.firstName }) : t('greetingAnonymous')}
      </p>
      {crew ? <CrewSections /> : null}
      {crew && session.user.personId !== null ? <LiveRefresh {...ownJobsLive(session.user.personId)} /> : null}
      {planner ? <PlannerSections /> : null}
      {client ? <ClientSections /> : null}
      {client && can(session.rights, 'invoices.READ') ? <ClientInvoices canMailbox={canMailbox} /> : null}
      {office ? (
        <OfficeWelcome
          canMailbox={canMailbox}
          canReceipts={can(session.rights, 'receipts.READ')}
          canInvoices={can(session.rights, 'invoices.READ')}
        />
      ) : null}
      {office || planner ? <CompanySettingsLinks /> : null}
      {isOffice(types) || planner ? <HoursExport today={await getTenantToday()} /> : null}
    </div>
  );
}
