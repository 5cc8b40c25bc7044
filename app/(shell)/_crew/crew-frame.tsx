import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { calendarDate } from '@/lib/i18n/formats';
import { isLead, type TCrewPage } from './crew-context';

type TTab = 'checkIn' | 'checkOut' | 'signOff' | 'deliveryNote' | 'photos' | 'securityCheck';

const TABS: Array<{ key: Exclude<TTab, 'securityCheck'>; path: string; chiefOnly: boolean }> = [
  { key: 'checkIn', path: 'check-in', chiefOnly: false },
  { key: 'checkOut', path: 'check-out', chiefOnly: false },
  { key: 'signOff', path: 'sign-off', chiefOnly: true },
  { key: 'deliveryNote', path: 'delivery-note', chiefOnly: true },
  { key: 'photos', path: 'photos', chiefOnly: false },
];

/** The crew's name and day above every field-work screen, and the links between them. */
export async function CrewFrame({
  page,
  current,
  date,
  children,
}: {
  page: TCrewPage;
  current: TTab;
  date: string;
  children?: React.ReactNode;
}) {
  const [t, format] = await Promise.all([getTranslations('CrewFieldWork'), getFormatter()]);
  if (!page.crew.ok) {
    return <LoadFailed code={page.crew.code} heading={t('crewNotFound')} />;
  }
  const crew = page.crew.data;
  const lead = page.roles ? isLead(page.roles) : false;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted">
          <Link href={`/crews/${crew.id}`} className="underline underline-offset-2">
            {crew.name}
          </Link>
          {' · '}
          {crew.project.name}
        </p>
        <p className="text-sm font-medium" data-testid="work-date">
          {format.dateTime(calendarDate(date), 'calendarDayLong')}
        </p>
      </header>
      <nav aria-label={t('navLabel')} className="-mx-1 flex gap-1 overflow-x-auto pb-1">
        {TABS.filter((tab) => lead || !tab.chiefOnly).map((tab) => (
          <Link
            key={tab.key}
            href={`/crews/${crew.id}/${tab.path}`}
            aria-current={tab.key === current ? 'page' : undefined}
            className={`flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-medium ring-1 ring-line ${tab.key === current ? 'bg-primary text-on-primary' : 'bg-app'}`}
          >
            {t(`tabs.${tab.key}`)}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  );
}
