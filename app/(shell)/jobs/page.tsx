// /jobs (rules §2, §4): the caller's upcoming, past, to-confirm and applied-for jobs.
import { titleMetadata } from '@/lib/i18n/page-title';
import { JOB_LISTS } from '@/lib/domain/planning';
import { getJobs } from '@/lib/bff/queries/planning';
import { parseJobList } from '@/app/(shell)/_jobs/job-format';
import { JobsView, type TInitialJobs } from './_components/jobs-view';
import { getRequestSession } from '@/lib/bff/render-context';
import { LiveLists } from '@/app/_components/live/lazy-live-lists';
import { pathOf } from '@/lib/domain/endpoint';
import { listJobs } from '@/lib/domain/planning/endpoints';
import { ownJobsLive } from '@/app/(shell)/_jobs/jobs-live';

export const generateMetadata = () => titleMetadata('jobs');

export default async function JobsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const list = parseJobList((await searchParams).list);
  const [session, results] = await Promise.all([getRequestSession(), Promise.all(JOB_LISTS.map((l) => getJobs(l)))]);
  const personId = session?.type === 'user' ? session.user.personId : null;
  const initial = Object.fromEntries(
    JOB_LISTS.map((l, i) => {
      const r = results[i]!;
      return [l, r.ok ? { ok: true, data: r.data } : { ok: false, code: r.code }];
    }),
  ) as TInitialJobs;
  return (
    <>
      {personId !== null ? <LiveLists {...ownJobsLive(personId)} lists={[pathOf(listJobs)]} page={false} /> : null}
      <JobsView initialList={list} initial={initial} />
    </>
  );
}
