// GET /metrics of the backend (metrics.ts): the Prometheus text of requests by route pattern and
// status (never a raw path with its ids), the process's event-loop lag, the job queue (the demo's
// failed push delivery among the failed jobs) and, on PostgreSQL, the pool; with METRICS_TOKEN
// set, only with it as a bearer token.
import { withBackend } from './test-support/with-backend';

const { be } = withBackend();

const scrape = (authorization?: string) =>
  fetch(`${be.url}/metrics`, { headers: authorization ? { authorization } : {} });

/** The value of a sample line `name{labels} value`, or undefined. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, and shows the process, the queue and the pool', async () => {
    expect((await be.call('GET', '/status')).status).toBe(200);
    expect((await be.call('GET', '/status')).status).toBe(200);
    expect((await be.call('GET', '/staffingProposals/987654')).status).toBe(401);
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(
      sample(text, 'crewdeck_http_request_duration_seconds_count{method="GET",route="/api/v1/status",status="200"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(
        text,
        'crewdeck_http_request_duration_seconds_count{method="GET",route="/api/v1/staffingProposals/:id",status="401"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(sample(text, 'crewdeck_jobs{state="failed"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'crewdeck_jobs{state="waiting"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'crewdeck_jobs_oldest_waiting_seconds')).toBeGreaterThanOrEqual(0);
    if (be.driver === 'postgres')
      expect(sample(text, 'crewdeck_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  it('asks for METRICS_TOKEN as a bearer token when one is set', async () => {
    be.config.metricsToken = 'scrape-secret-0123456789';
    try {
      expect((await scrape()).status).toBe(401);
      expect((await scrape('Bearer not-the-secret-at-all')).status).toBe(401);
      expect((await scrape('Bearer scrape-secret-0123456789')).status).toBe(200);
    } finally {
      be.config.metricsToken = undefined;
    }
  });
});
