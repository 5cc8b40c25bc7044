// Which notes of changes a session's stream passes on: only those about what the session may read
// (rules §6), decided on the server for every note.
// - Planners and office read the whole tenant: every note of it. They alone hear who arrived at
//   or left a page (`presence`).
// - A plus-crew (PCID) session reads its plus crew only.
// - A project (PID) session reads its project only, and of it what its screens show: the project,
//   its crews, crew items, jobs, checks and sign-offs (not its to-dos).
// - Crew and clients read the projects `visibleProjectsWhere` gives them: a note passes when it
//   belongs to one of those. The set is read when the stream opens, and again when it may have
//   grown: after an `assignment` note about the person themselves (a job, or leading a crew), and
//   for a client after a note of a project the set does not hold (one just made for their
//   contact; clients are few, crew many). Reads that overlap are one read. A note about the
//   person's own jobs always passes: a job cancelled or deleted may leave its project out of the
//   set, or without a project (its crew item deleted with it), and /jobs must still hear of it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import type { TAuth } from '../context';
import { isClient, isPlannerOrOffice, visibleProjectsWhere } from '../services/access';
import { PROJECT_CONTENT_TOPICS, type TChange, type TChangeTopic } from '../../domain/live/changes';

export type TChangeFilter = (change: TChange) => Promise<boolean>;

const PROJECT_SESSION_TOPICS: ReadonlySet<TChangeTopic> = new Set(PROJECT_CONTENT_TOPICS);

export async function changeFilterOf(db: Db, auth: TAuth): Promise<TChangeFilter> {
  if (isPlannerOrOffice(auth)) return async () => true;
  const passes = await readerFilterOf(db, auth);
  // Who else has a page open is the staff's business only.
  return async (c) => c.topic !== 'presence' && passes(c);
}

async function readerFilterOf(db: Db, auth: TAuth): Promise<TChangeFilter> {
  if (auth.type === 'pluscrew') return async (c) => c.topic === 'plusCrew' && c.key === auth.plusCrewId;
  if (auth.type === 'project')
    return async (c) => c.projectId !== null && c.projectId === auth.projectId && PROJECT_SESSION_TOPICS.has(c.topic);
  const read = async () =>
    new Set(
      (
        await db
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.tenantId, auth.tenantId), visibleProjectsWhere(auth)))
      ).map((r) => r.id),
    );
  let visible = await read();
  let reading: Promise<Set<number>> | null = null;
  const readAgain = async () => {
    reading ??= read().finally(() => (reading = null));
    visible = await reading;
  };
  return async (c) => {
    const mayHaveGrown =
      (c.topic === 'assignment' && c.key === auth.personId) ||
      (isClient(auth) && c.topic === 'project' && c.projectId !== null && !visible.has(c.projectId));
    if (mayHaveGrown) await readAgain();
    if (c.topic === 'assignment' && c.key === auth.personId) return true;
    return c.projectId !== null && visible.has(c.projectId);
  };
}
