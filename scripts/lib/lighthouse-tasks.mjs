// The long tasks of one Lighthouse run, read from its own trace with its own task tree (the
// tasks its Total Blocking Time is made of), for `bench:lighthouse` with BENCH_LH_TASKS=1: each
// task that blocks once the CPU slowdown is applied, when it started (ms after navigation, as
// observed), how long it takes slowed down, and what it spent its time on — the task groups
// (script evaluation, style and layout, parsing …) and the events or scripts that took most.
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';

/** A name for an event that says which script or function it ran. */
function eventName(event) {
  const data = event.args?.data ?? {};
  const file = (data.url ?? data.stackTrace?.[0]?.url ?? '').replace(/^.*\//, '').replace(/\?.*$/, '');
  if (event.name === 'FunctionCall') return `FunctionCall ${file}${data.functionName ? `:${data.functionName}` : ''}`;
  if (event.name === 'EvaluateScript' || event.name === 'v8.compile') return `${event.name} ${file}`;
  return event.name;
}

/** Self time (ms, observed) per group and per event name below a task. */
function breakdown(task) {
  const groups = new Map();
  const events = new Map();
  const walk = (node) => {
    groups.set(node.group.label, (groups.get(node.group.label) ?? 0) + node.selfTime);
    const name = eventName(node.event);
    events.set(name, (events.get(name) ?? 0) + node.selfTime);
    node.children.forEach(walk);
  };
  walk(task);
  return { groups, events };
}

const top = (map, n, cpu) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .filter(([, ms]) => ms * cpu >= 5)
    .map(([name, ms]) => `${name} ${Math.round(ms * cpu)}`)
    .join(' · ');

/** Lines describing the run's blocking tasks (top level, ≥ 50 ms once slowed down `cpu` times). */
export async function longTasks(artifacts, cpu) {
  const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
  if (!trace) return ['(no trace in this run)'];
  const context = { computedCache: new Map() };
  const tasks = await MainThreadTasks.request(trace, context);
  const long = tasks.filter((t) => !t.parent && t.duration * cpu >= 50);
  const total = new Map();
  const lines = long.map((task) => {
    const { groups, events } = breakdown(task);
    for (const [name, ms] of events) total.set(name, (total.get(name) ?? 0) + ms);
    return (
      `@${Math.round(task.startTime)} ms  ${Math.round(task.duration * cpu)} ms: ` +
      `${top(groups, 3, cpu)} | ${top(events, 4, cpu)}`
    );
  });
  lines.push(`in these tasks, most: ${top(total, 8, cpu)}`);
  return lines;
}
