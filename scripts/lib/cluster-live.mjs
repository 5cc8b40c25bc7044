// bench:cluster, claim 6: live screens across processes. A check-in made through web A reaches a
// planner's stream of changes open on web B within 2 s, also when the check-in's backend is not
// the stream's (the note travels by PostgreSQL NOTIFY); a crew member's stream on web B carries
// no note of another tenant and none of a project they have no part in.
import { randomUUID } from 'node:crypto';
import { openChangeStream } from './change-stream-reader.mjs';
import { TODAY, webCall, webLogin, withSql } from './cluster-http.mjs';

const GOAL_MS = 2000;
const CHECK_INS = 6;

export async function liveClaims({ web, pg, claim }) {
  const planner = await webLogin(web.a, 'planner@example.com');
  const crew = await webLogin(web.b, 'crew@example.com');
  const watching = await openChangeStream(web.b, planner.cookie);
  const crewStream = await openChangeStream(web.b, crew.cookie);
  const setup = await withSql(pg.url, async (q) => {
    // Jobs of today not checked in yet, all in one crew of tenant 1.
    const jobs = await q(
      `select a.id, c.id as crew_id from assignments a
       join project_crew_items i on i.id = a.crew_item_id join project_crews c on c.id = i.project_crew_id
       where a.tenant_id = 1 and a.status in ('confirmed', 'confirmedWeb')
         and i.start_date <= ${TODAY} and coalesce(i.end_date, i.start_date) >= ${TODAY}
         and not exists (select 1 from crew_checks k where k.assignment_id = a.id and k.work_date = ${TODAY})
       order by c.id, a.id`,
    );
    const crewId = jobs[0]?.crew_id;
    const [sam] = await q(
      `select p.id from persons p join users u on u.person_id = p.id where u.username = 'crew@example.com' and u.tenant_id = 1`,
    );
    // Every project the crew member has any part in: a superset of what their stream may carry.
    const theirs = (
      await q(
        `select distinct c.project_id from project_crews c
         left join project_crew_items i on i.project_crew_id = c.id left join assignments a on a.crew_item_id = i.id
         where c.tenant_id = 1 and (a.person_id = $1 or c.crew_chief_id = $1)`,
        [sam.id],
      )
    ).map((r) => r.project_id);
    const [notTheirs] = await q(
      'select id from projects where tenant_id = 1 and not (id = any($1)) order by id limit 1',
      [theirs],
    );
    const [moyo] = await q('select id from projects where tenant_id = 2 order by id limit 1');
    return {
      crewId,
      jobs: jobs.filter((j) => j.crew_id === crewId).slice(0, CHECK_INS),
      sam: sam.id,
      theirs,
      notTheirs: notTheirs.id,
      moyo: moyo.id,
    };
  });
  if (setup.jobs.length === 0) throw new Error('the demo has no job today to check in');

  // Check-ins through web A, one after another; each waits for its note on web B's stream.
  const delays = [];
  for (const job of setup.jobs) {
    const from = watching.notes.length;
    const sent = performance.now();
    const r = await webCall(web.a, 'POST', `/api/v1/projectCrews/${setup.crewId}/checkIns`, {
      cookie: planner.cookie,
      json: { assignmentId: job.id, at: new Date().toISOString(), lat: 52.37, lng: 4.89, clientId: randomUUID() },
    });
    const note = await watching.next((n) => n.topic === 'check' && n.key === setup.crewId, { from, ms: GOAL_MS * 3 });
    delays.push({ status: r.status, backend: r.backendUpstream, ms: note ? note.arrivedAt - sent : null });
  }
  const crossProcess = delays.filter((d) => d.backend && d.backend !== watching.backend);
  const delivered = delays.every((d) => (d.status === 200 || d.status === 201) && d.ms !== null && d.ms <= GOAL_MS);
  const fmt = (d) => `${d.status} via ${d.backend}: ${d.ms === null ? 'never' : `${d.ms.toFixed(0)} ms`}`;
  claim(
    6,
    `a check-in through web A reaches a stream on web B within ${GOAL_MS / 1000} s, across backends`,
    delivered && crossProcess.length > 0,
    [
      `the planner's stream: web B, its backend ${watching.backend}`,
      `check-ins through web A, to their note on web B: ${delays.map(fmt).join('; ')}`,
      `${crossProcess.length} of ${delays.length} were written by the other backend`,
    ],
  );

  // Notes the crew member may not read, then one they may: their stream carries the last only.
  const marker = await withSql(pg.url, async (q) => {
    await q(`update projects set comment = coalesce(comment, '') || ' ' where id = any($1)`, [
      [setup.moyo, setup.notTheirs],
    ]);
    await q(`update projects set comment = coalesce(comment, '') || ' ' where id = $1`, [setup.theirs[0]]);
    const [row] = await q(`select max(id)::int as id from live_changes where topic = 'project' and key = $1`, [
      setup.theirs[0],
    ]);
    return row.id;
  });
  const arrived = await crewStream.next((n) => n.id === marker, { ms: 5000 });
  const foreign = await withSql(pg.url, (q) =>
    q('select id from live_changes where tenant_id <> 1').then((rows) => new Set(rows.map((r) => r.id))),
  );
  const leaked = crewStream.notes.filter(
    (n) =>
      foreign.has(n.id) || (!(n.topic === 'assignment' && n.key === setup.sam) && !setup.theirs.includes(n.projectId)),
  );
  claim(
    7,
    "a crew member's stream carries no note of another tenant, nor of a project they have no part in",
    arrived !== null && leaked.length === 0,
    [
      `their stream on web B (backend ${crewStream.backend}): ${crewStream.notes.length} notes, ` +
        `the last write on their own project ${arrived ? 'arrived' : 'never arrived'}`,
      `meanwhile: the check-ins above (crew ${setup.crewId}), a change of project ${setup.notTheirs} (not theirs) ` +
        `and of tenant 2's project ${setup.moyo}; notes they should not have had: ${leaked.length}` +
        (leaked.length ? ` (${leaked.map((n) => `${n.topic} ${n.key} of project ${n.projectId}`).join(', ')})` : ''),
    ],
  );
  watching.close();
  crewStream.close();
}
