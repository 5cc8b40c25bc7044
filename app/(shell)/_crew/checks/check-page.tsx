import { LoadFailed } from '@/app/_components/ui/load-failed';
import { getCrewChecks } from '@/lib/bff/queries/field-work';
import { CheckPanel } from './check-panel';
import { LiveLists } from '@/app/_components/live/lazy-live-lists';
import { crewDayLive } from '../crew-live';
import { CrewFrame } from '../crew-frame';
import { isLead, loadCrewPage, workDateOf } from '../crew-context';

/** The server half of /check-in and /check-out: today's crew (or the caller alone) in the first paint. */
export async function CheckPage({ id, mode }: { id: string; mode: 'in' | 'out' }) {
  const [page, { today }] = await Promise.all([loadCrewPage(id), workDateOf(undefined)]);
  const checks = page.crew.ok ? await getCrewChecks(page.crew.data.id, today) : null;
  const lead = page.roles ? isLead(page.roles) : false;
  return (
    <CrewFrame page={page} current={mode === 'in' ? 'checkIn' : 'checkOut'} date={today}>
      {page.crew.ok ? <LiveLists {...crewDayLive(page.crew.data)} /> : null}
      {page.crew.ok && checks ? (
        checks.ok ? (
          <CheckPanel crewId={page.crew.data.id} date={today} mode={mode} initial={checks.data} lead={lead} />
        ) : checks.status < 500 ? (
          <LoadFailed code={checks.code} />
        ) : (
          // The first paint failed on the server's side: the panel loads again in the browser.
          <CheckPanel crewId={page.crew.data.id} date={today} mode={mode} lead={lead} />
        )
      ) : null}
    </CrewFrame>
  );
}
