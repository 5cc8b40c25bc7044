import type { TCrewDayMember } from '@/lib/domain/field-work';
import { CheckPanel } from './check-panel';
import { CrewFrame, LoadFailed } from '../crew-frame';
import { loadCrewPage, loadFromBackend, workDateOf } from '../crew-page';

/** The server half of /check-in and /check-out: today's crew (or the caller alone) in the first paint. */
export async function CheckPage({ id, mode }: { id: string; mode: 'in' | 'out' }) {
  const [page, { today }] = await Promise.all([loadCrewPage(id), workDateOf(undefined)]);
  const checks = page.crew.ok
    ? await loadFromBackend<TCrewDayMember[]>(`/projectCrews/${page.crew.data.id}/checks?date=${today}`)
    : null;
  return (
    <CrewFrame page={page} current={mode === 'in' ? 'checkIn' : 'checkOut'} date={today}>
      {page.crew.ok && checks ? (
        checks.ok || checks.status < 500 ? (
          checks.ok ? (
            <CheckPanel
              crewId={page.crew.data.id}
              date={today}
              mode={mode}
              initial={checks.data}
              lead={page.isChief || page.isPlanner}
            />
          ) : (
            <LoadFailed code={checks.code} />
          )
        ) : (
          // The first paint failed on the server's side: the panel loads again in the browser.
          <CheckPanel crewId={page.crew.data.id} date={today} mode={mode} lead={page.isChief || page.isPlanner} />
        )
      ) : null}
    </CrewFrame>
  );
}
