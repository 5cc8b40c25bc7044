// Claim 8 of bench:cluster: requests sent through the balancer are each named by the web process
// that took them (the answer's X-Request-Id), and that name is found in that web process's log
// and in the log of the backend process that served its call, and in no other.
import { readFileSync } from 'node:fs';

/** The request lines of a process's log files (JSON lines; anything else is left out). */
function requestLines(files) {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'request'),
  );
}

/** For each id: which processes' logs have it. */
function whereFound(logs, ids) {
  const holders = Object.fromEntries(ids.map((id) => [id, { web: [], backend: [] }]));
  for (const side of ['web', 'backend'])
    for (const [name, files] of Object.entries(logs[side]))
      for (const line of requestLines(files)) if (holders[line.reqId]) holders[line.reqId][side].push(name);
  return holders;
}

const tally = (names) => Object.entries(Object.groupBy(names, (n) => n)).map(([n, list]) => `${n} ${list.length}`);

export async function requestIdClaim(ctx, count = 20) {
  const ids = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${ctx.web.lb}/api/v1/status`);
    await res.arrayBuffer();
    ids.push(res.headers.get('x-request-id'));
  }
  // A line is written once its answer has gone out: give the last ones a moment.
  let holders = whereFound(ctx.logs, ids);
  const deadline = Date.now() + 3000;
  const once = (h) => h.web.length === 1 && h.backend.length === 1;
  while (!ids.every((id) => id && once(holders[id])) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    holders = whereFound(ctx.logs, ids);
  }
  const found = ids.filter((id) => id && once(holders[id]));
  const served = Object.values(holders);
  ctx.claim(
    8,
    "a request's id is in the web log and the backend log of the processes that served it",
    found.length === count,
    [
      `${count} requests through nginx (GET /api/v1/status): ${found.length} ids each in exactly one web log and one backend log`,
      `web: ${tally(served.flatMap((h) => h.web)).join(', ')}; backend: ${tally(served.flatMap((h) => h.backend)).join(', ')}`,
    ],
  );
}
