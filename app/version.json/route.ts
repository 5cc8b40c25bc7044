// GET ./version.json (rules §7): this web app's version and when it was built. Made once at build
// time, so a new deployment answers with a new build time; the service worker's update toast
// reads it to say which version is waiting.
import pkg from '@/package.json';
import { clock } from '@/lib/domain/clock';

export const dynamic = 'force-static';

const BUILT_AT = clock.now().toISOString();

export function GET() {
  return Response.json({ version: pkg.version, buildTime: BUILT_AT }, { headers: { 'cache-control': 'no-cache' } });
}
