// What both processes' GET /metrics have alike (lib/backend/metrics.ts, lib/bff/web-server/metrics.ts):
// a registry of their own with prom-client's process metrics (event-loop lag, memory, CPU), and a
// histogram of the requests answered, by method, route pattern and status.
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export function requestMetrics(name: string, help: string) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name,
    help,
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const observe = (method: string, route: string, status: number, seconds: number) =>
    requests.observe({ method, route, status: String(status) }, seconds);
  return { registry, observe };
}
