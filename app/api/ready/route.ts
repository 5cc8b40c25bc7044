// GET /api/ready: the web process answers and reaches the backend (its /status, as it says it).
// For a load balancer's readiness check, and the "bare forward" reference of `npm run bench:web`.
import { readiness } from '@/lib/bff/readiness';

export const dynamic = 'force-dynamic';

export const GET = readiness;
