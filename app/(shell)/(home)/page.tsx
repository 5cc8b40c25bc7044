// Home (SPEC §2 "/"): what each role needs first — crew: open requests and next jobs;
// planners: today's crews and open to-dos; clients: running projects; office: where to go.
import { getTranslations } from 'next-intl/server';
import { hasRight, isClient, isCrew, isOffice, isPlanner } from '@/lib/auth/rights';
import { getRequestSession } from '@/lib/i18n/request-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { ClientSections } from './_home/client-sections';
import { CrewSections } from './_home/crew-sections';
import { OfficeWelcome } from './_home/office-welcome';
import { PlannerSections } from './_home/planner-sections';

export const generateMetadata = () => titleMetadata('home');

export default async function HomePage() {
  const [session, t] = await Promise.all([getRequestSession(), getTranslations('HomePage')]);
  if (!session) return null;
  const types = session.user.loginTypes;
  const crew = isCrew(types);
  const planner = isPlanner(types);
  const client = isClient(types);
  const office = isOffice(types) || (!crew && !planner && !client);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-xl font-semibold" data-testid="home-greeting">
        {session.user.firstName ? t('greeting', { name: session.user.firstName }) : t('greetingAnonymous')}
      </p>
      {crew ? <CrewSections /> : null}
      {planner ? <PlannerSections /> : null}
      {client ? <ClientSections /> : null}
      {office ? (
        <OfficeWelcome
          canMailbox={session.mailboxRights.some((m) => m.rights.includes('emailMessages'))}
          canReceipts={hasRight(session.rights, 'receipts')}
        />
      ) : null}
    </div>
  );
}
