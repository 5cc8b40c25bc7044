import 'server-only';
// The job of a /jobs/{id} route, read with the session; shared by the job's sub-pages.
import { notFound } from 'next/navigation';
import { getRequestSession } from '@/lib/bff/render-context';
import { pageRecord, routeId } from '@/lib/bff/load';
import { getJob } from '@/lib/bff/queries/planning';

export async function loadJob(idParam: string, kindParam: string | string[] | undefined) {
  const id = routeId(idParam);
  if (id === null) notFound();
  const kind = kindParam === 'application' ? 'application' : 'assignment';
  const [loaded, session] = await Promise.all([getJob(id, kind), getRequestSession()]);
  const job = pageRecord(loaded);
  const personId = session?.type === 'user' ? session.user.personId : null;
  /** Crew chief of this job's crew (not merely holding the crew chief function elsewhere). */
  const isChief = job.ok && job.data.kind === 'assignment' && personId !== null && job.data.crewChief?.id === personId;
  return { job, isChief };
}
