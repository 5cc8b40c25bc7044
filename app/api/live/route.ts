// GET /api/live: the web process answers. For a load balancer's health check (docs/SCALING.md),
// and the floor of `npm run bench:web`: a route handler that does nothing else.
export const dynamic = 'force-dynamic';

const ALIVE = JSON.stringify({ status: 'ok' });

export function GET(): Response {
  return new Response(ALIVE, { headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}
