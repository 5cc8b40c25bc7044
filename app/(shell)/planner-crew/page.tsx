// /planner-crew (rules §2, §4; rules "Planner crew board"): crew members by the days of a
// month, each cell with its planner crew markers. Clients see the people on their projects;
// planners request a person for an open row from a cell.
import { titleMetadata } from '@/lib/i18n/page-title';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { isPlanner } from '@/lib/domain/auth/rights-registry';
import { getPlannerBoard } from '@/lib/bff/queries/planning';
import { packPlannerBoard } from '@/lib/bff/packed-answers';
import { parseMonth, monthRange } from '@/lib/domain/projects/calendar-month';
import { PlannerBoard } from './_components/planner-board';
import { LiveLists } from '@/app/_components/live/lazy-live-lists';
import { pathOf } from '@/lib/domain/endpoint';
import { getPlannerBoard as boardEndpoint } from '@/lib/domain/planning/endpoints';

export const generateMetadata = () => titleMetadata('plannerCrew');

/** The board reads a month of the whole tenant: at most one read every 2 s however busy the day. */
const BOARD_GATHER_MS = 2000;

export default async function PlannerCrewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [query, session, today] = await Promise.all([searchParams, getRequestSession(), getTenantToday()]);
  const month = parseMonth(query.month, today);
  const { from, to } = monthRange(month);
  const search = typeof query.q === 'string' ? query.q.trim().slice(0, 100) : '';
  const page = Math.min(10_000, Math.max(1, Number.parseInt(String(query.page ?? '1'), 10) || 1));
  const first = await getPlannerBoard({ from, to, search: search || undefined, page });
  const planner = isPlanner(session?.user.loginTypes ?? []);
  return (
    <>
      {/* The board's cells are jobs on crew items: it reads itself again in the browser. */}
      <LiveLists
        matches={[{ topics: ['assignment', 'crewItem', 'crew', 'project'] }]}
        lists={[pathOf(boardEndpoint)]}
        page={false}
        gatherMs={BOARD_GATHER_MS}
        presence={planner ? 'board' : undefined}
      />
      <PlannerBoard
        month={month}
        from={from}
        to={to}
        search={search}
        page={page}
        today={today}
        canRequest={planner}
        initial={first.ok ? { ok: true, data: packPlannerBoard(first.data) } : { ok: false, code: first.code }}
      />
    </>
  );
}
