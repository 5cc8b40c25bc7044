// bench:cluster, claims 3 to 5: the job queue with two workers, a backend killed under write
// load, and PostgreSQL restarted under load.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep, tally, TODAY, webCall, webLogin, withSql } from './cluster-http.mjs';
import { ROOT } from './processes.mjs';

const RETRYABLE = new Set([0, 502, 503, 504]);
const alive = (child) => child.exitCode === null && child.signalCode === null;

/** Polls `done()` until it is true or `ms` pass; resolves to whether it became true. */
async function until(done, ms, every = 200) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await sleep(every);
  }
  return false;
}

/** The reset mail's subject in every language: each account gets it in its reader's language. */
const RESET_SUBJECTS = readdirSync(join(ROOT, 'messages'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(ROOT, 'messages', f), 'utf8')).Mail.passwordReset.subject);

/**
 * 3. `n` password-reset jobs (a real job: it makes a link and a mail, which queues its delivery)
 * become due at one moment while both backends' workers poll every 200 ms. Each must run once:
 * n mails, every job with one attempt, every delivery once.
 */
export async function queuedJobsOnce({ pg, claim }, n) {
  const out = await withSql(pg.url, async (q) => {
    const [{ marker }] = await q('select now() as marker');
    // Accounts a reset mail goes to: active, with a person who has an address.
    const users = (
      await q(
        `select u.username from users u join persons p on p.id = u.person_id
         where u.tenant_id = 1 and u.active and p.email is not null order by u.id`,
      )
    ).map((r) => r.username);
    const payloads = Array.from({ length: n }, (_, i) =>
      JSON.stringify({ tenantId: 1, username: users[i % users.length], webOrigin: 'http://localhost' }),
    );
    const ids = (
      await q(
        `insert into jobs (name, payload, run_at) select 'auth.passwordReset', p::jsonb, now() + interval '1 day'
         from unnest($1::text[]) p returning id`,
        [payloads],
      )
    ).map((r) => r.id);
    const t0 = Date.now();
    await q('update jobs set run_at = now() where id = any($1)', [ids]);
    const finished = await until(async () => {
      const [r] = await q(
        `select count(*) filter (where done_at is null)::int as open,
                (select count(*)::int from outgoing_mails m where m.created_at >= $2 and m.subject = any($3) and m.sent_at is null) as unsent
         from jobs where id = any($1)`,
        [ids, marker, RESET_SUBJECTS],
      );
      return r.open === 0 && r.unsent === 0;
    }, 60_000);
    const seconds = (Date.now() - t0) / 1000;
    const jobRows = await q('select attempts, locked_by, done_at is not null as done from jobs where id = any($1)', [
      ids,
    ]);
    const mails = await q(`select id from outgoing_mails where created_at >= $1 and subject = any($2)`, [
      marker,
      RESET_SUBJECTS,
    ]);
    const deliveries = await q(
      `select attempts, done_at is not null as done, locked_by from jobs where name = 'mail.deliver' and key = any($1)`,
      [mails.map((m) => String(m.id))],
    );
    return { finished, seconds, jobRows, mails, deliveries };
  });
  const { finished, seconds, jobRows, mails, deliveries } = out;
  const workers = tally(jobRows.map((r) => r.locked_by?.replace(/-[0-9a-f]+$/, '')));
  const pass =
    finished &&
    jobRows.every((r) => r.done && r.attempts === 1) &&
    mails.length === n &&
    deliveries.length === n &&
    deliveries.every((r) => r.done && r.attempts === 1);
  claim(3, 'a queued job runs once with two backends polling', pass, [
    `${n} auth.passwordReset jobs made due at once; all done in ${seconds.toFixed(1)} s: ${finished ? 'yes' : 'NO (timed out)'}`,
    `attempts per job: ${tally(jobRows.map((r) => r.attempts))}; taken by worker: ${workers}`,
    `reset mails written: ${mails.length} (expected ${n}); mail.deliver jobs: ${deliveries.length}, attempts ${tally(deliveries.map((r) => r.attempts))}, by ${tally(deliveries.map((r) => r.locked_by?.replace(/-[0-9a-f]+$/, '')))}`,
  ]);
}

/** Sends one check, retrying the same body (same clientId) while the cluster cannot answer. */
async function sendCheck(origin, cookie, path, body, stats) {
  for (let attempt = 1; attempt <= 40; attempt++) {
    const r = await webCall(origin, 'POST', path, { cookie, json: body });
    if (r.status === 200 || r.status === 201) {
      if (attempt > 1) stats.retried += 1;
      if (r.status === 200) stats.replayed += 1;
      return r;
    }
    stats.failures.push(r.code ? `${r.status} ${r.code}` : String(r.status));
    if (!RETRYABLE.has(r.status)) return r;
    await sleep(150);
  }
  return { status: 0, code: 'GAVE_UP' };
}

/** Runs `tasks` (async functions) on `connections` parallel loops. */
async function pool(tasks, connections, onDone = () => {}) {
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++];
        await task();
        onDone(++done);
      }
    }),
  );
}

/**
 * 4. A planner checks in `count` crew jobs of today through the balancer on `connections` loops;
 * a third of the way, backend A gets SIGKILL. Every failed request is sent again with the same
 * clientId (what the offline queue does); every tenth is sent once more on purpose afterwards.
 * Then backend A comes back and the check-outs run on both. Counted in the database after.
 */
export async function checkInLoad({ web, pg, backends, restartBackendA, claim }, { count, connections }) {
  const { crewId, itemId } = await withSql(pg.url, async (q) => {
    const [item] = await q(
      `select i.* from project_crew_items i
       where i.tenant_id = 1 and i.start_date <= ${TODAY} and coalesce(i.end_date, i.start_date) >= ${TODAY}
       order by i.id limit 1`,
    );
    if (!item) throw new Error('the demo has no crew job today');
    const [copy] = await q(
      `insert into project_crew_items (tenant_id, project_crew_id, function_id, start_date, end_date, start_time, end_time, starts_at, ends_at, rows, status)
       select tenant_id, project_crew_id, function_id, start_date, end_date, start_time, end_time, starts_at, ends_at, $2, status
       from project_crew_items where id = $1 returning id`,
      [item.id, count],
    );
    await q(
      `insert into assignments (tenant_id, crew_item_id, row_no, person_id, status, confirmed_at)
       select 1, $1, g, p.a[1 + (g % array_length(p.a, 1))], 'confirmed', now()
       from generate_series(1, $2) g, (select array_agg(id order by id) a from persons where tenant_id = 1) p`,
      [copy.id, count],
    );
    return { crewId: item.project_crew_id, itemId: copy.id };
  });
  const assignmentIds = await withSql(pg.url, (q) =>
    q('select id from assignments where crew_item_id = $1 order by row_no', [itemId]).then((rows) =>
      rows.map((r) => r.id),
    ),
  );
  const planner = await webLogin(web.lb, 'planner@example.com');
  if (planner.status !== 200) throw new Error(`planner login through nginx failed: ${planner.status}`);
  const position = { lat: 52.37, lng: 4.89, accuracy: 10 };
  const stats = { retried: 0, replayed: 0, failures: [] };
  const results = new Map();
  const lost = [];
  const dupes = [];

  const phase = (kind, offsetSeconds) =>
    assignmentIds.map((assignmentId, i) => async () => {
      const body = {
        assignmentId,
        at: new Date(Date.now() - offsetSeconds * 1000).toISOString(),
        ...position,
        clientId: randomUUID(),
      };
      const path = `/api/v1/projectCrews/${crewId}/${kind}`;
      const r = await sendCheck(web.lb, planner.cookie, path, body, stats);
      if (r.status !== 200 && r.status !== 201) return lost.push(`${kind} ${assignmentId}: ${r.status} ${r.code}`);
      results.set(`${kind}:${assignmentId}`, r.body.data.id);
      if (i % 10 === 0) {
        const again = await sendCheck(web.lb, planner.cookie, path, body, stats);
        dupes.push(again.status === 200 && again.body?.data?.id === r.body.data.id);
      }
    });

  const t0 = Date.now();
  let killedAt = null;
  const killAfter = Math.max(1, Math.floor(count / 3));
  await pool(phase('checkIns', 120), connections, (done) => {
    if (done === killAfter && !killedAt) {
      const victim = backends['backend-a'];
      victim.killedOnPurpose = true;
      process.kill(-victim.pid, 'SIGKILL');
      killedAt = done;
    }
  });
  const checkInSeconds = (Date.now() - t0) / 1000;
  const checkInFailures = stats.failures.length;
  const tBack = Date.now();
  await restartBackendA();
  const restartSeconds = (Date.now() - tBack) / 1000;
  const t1 = Date.now();
  await pool(phase('checkOuts', 60), connections);
  const checkOutSeconds = (Date.now() - t1) / 1000;

  const [db] = await withSql(pg.url, (q) =>
    q(
      `select count(*)::int as rows, count(distinct c.assignment_id)::int as jobs, count(c.check_out_at)::int as out,
              count(distinct c.check_in_client_id)::int as ins, count(distinct c.check_out_client_id)::int as outs
       from crew_checks c join assignments a on a.id = c.assignment_id where a.crew_item_id = $1`,
      [itemId],
    ),
  );
  const pass =
    lost.length === 0 &&
    db.rows === count &&
    db.jobs === count &&
    db.out === count &&
    db.ins === count &&
    db.outs === count &&
    dupes.every(Boolean) &&
    !stats.failures.some((f) => /^409/.test(f));
  claim(4, 'SIGKILL of a backend under write load loses no write; a retried check-in stays one record', pass, [
    `${count} check-ins on ${connections} connections through nginx in ${checkInSeconds.toFixed(1)} s, backend A killed (SIGKILL) after ${killedAt}; ` +
      `failed answers then: ${checkInFailures} (${tally(stats.failures.slice(0, checkInFailures))})`,
    `backend A restarted in ${restartSeconds.toFixed(1)} s; ${count} check-outs in ${checkOutSeconds.toFixed(1)} s, failed answers: ${stats.failures.length - checkInFailures}`,
    `requests that needed a retry: ${stats.retried}; answered 200 (already recorded under that clientId): ${stats.replayed}; deliberate repeats answered with the same record: ${dupes.filter(Boolean).length} of ${dupes.length}`,
    `lost writes: ${lost.length}${lost.length ? ` (${lost.slice(0, 3).join('; ')})` : ''}`,
    `in the database: ${db.rows} check records for ${db.jobs} jobs (expected ${count}), ${db.out} checked out, ${db.ins}/${db.outs} distinct check-in/out clientIds`,
  ]);
}

/**
 * 5. Reads (each checks its session in the database) through nginx on `connections` loops while
 * PostgreSQL stops for `downMs` and starts again. Nothing restarts: the processes are the same.
 * While it is down, the answers must be 503 DATABASE_UNAVAILABLE; after it is up, 200 again.
 */
export async function restartDuringLoad({ web, pg, backends, webs, claim }, { downMs, connections }) {
  const planner = await webLogin(web.lb, 'planner@example.com');
  const pids = [...Object.values(backends), ...Object.values(webs)].map((c) => c.pid);
  const samples = [];
  let stop = false;
  const loops = Array.from({ length: connections }, async () => {
    while (!stop) {
      const t = Date.now();
      const r = await webCall(web.lb, 'GET', '/api/v1/userRights', { cookie: planner.cookie });
      samples.push({ t, ms: Date.now() - t, status: r.status, code: r.code });
    }
  });
  await sleep(2000);
  const tStop = Date.now();
  await pg.stop();
  const tDown = Date.now();
  await sleep(downMs);
  await pg.start();
  const tUp = Date.now();
  const recovered = await until(() => samples.some((s) => s.t >= tUp && s.status === 200), 30_000, 100);
  const tFirstOk = samples.find((s) => s.t >= tUp && s.status === 200)?.t ?? null;
  await sleep(2000);
  stop = true;
  await Promise.all(loops);

  // By when the answer came: a request sent just before the stop may be answered while it goes down.
  const before = samples.filter((s) => s.t + s.ms < tStop);
  const during = samples.filter((s) => s.t + s.ms >= tStop && s.t < (tFirstOk ?? Infinity));
  const after = samples.filter((s) => tFirstOk !== null && s.t >= tFirstOk + 1000);
  const failing = during.filter((s) => s.status !== 200);
  const sameProcesses = [...Object.values(backends), ...Object.values(webs)].every(
    (c, i) => c.pid === pids[i] && alive(c),
  );
  const pass =
    recovered &&
    sameProcesses &&
    before.every((s) => s.status === 200) &&
    failing.length > 0 &&
    failing.every((s) => s.status === 503 && s.code === 'DATABASE_UNAVAILABLE') &&
    after.length > 0 &&
    after.every((s) => s.status === 200);
  const slowest = during.length ? Math.max(...during.map((s) => s.ms)) : 0;
  claim(5, 'a PostgreSQL restart under load is survived without restarting a process (503 while down)', pass, [
    `PostgreSQL stopped in ${((tDown - tStop) / 1000).toFixed(1)} s, down ${(downMs / 1000).toFixed(1)} s, started in ${((tUp - tDown - downMs) / 1000).toFixed(1)} s`,
    `before: ${before.length} requests, ${tally(before.map((s) => s.status))}`,
    `from the stop to the first 200: ${during.length} requests, ${tally(during.map((s) => (s.code ? `${s.status} ${s.code}` : s.status)))}; slowest ${slowest} ms`,
    `first 200 ${tFirstOk === null ? 'NEVER' : `${((tFirstOk - tUp) / 1000).toFixed(2)} s`} after PostgreSQL was up; afterwards: ${after.length} requests, ${tally(after.map((s) => s.status))}`,
    `the same ${pids.length} processes before and after, all running: ${sameProcesses ? 'yes' : 'NO'}`,
  ]);
}
