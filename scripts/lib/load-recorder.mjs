// What `npm run bench:load` counts: per kind of request its times and its errors, taken only while
// the run is on, since the setup and warm-up calls go through the same code and must not count.
// The floor probes are kept in a map of their own, so that they stay outside the totals.

/**
 * `results` and `probes`: kind → { times: number[], errors: number, statuses: Map<status, count>
 * of the errors }. `record` adds to `results` unless told `into` another map.
 */
export function loadRecorder() {
  const results = new Map();
  const probes = new Map();
  let recording = false;

  function record(kind, time, error, status, into = results) {
    if (!recording) return;
    let r = into.get(kind);
    if (!r) into.set(kind, (r = { times: [], errors: 0, statuses: new Map() }));
    r.times.push(time);
    if (error) {
      r.errors += 1;
      r.statuses.set(status, (r.statuses.get(status) ?? 0) + 1);
    }
  }

  return {
    results,
    probes,
    record,
    start: () => {
      recording = true;
    },
    stop: () => {
      recording = false;
    },
  };
}
