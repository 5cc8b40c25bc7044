// A project's crews and crew items as its page shows them. Each crew is filtered by who may see
// it (crew-access.ts); planners get the status actions the state machine allows on each item.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projectCrewItems, projectCrews } from '../../db/schema';
import type { TAuth } from '../../context';
import type { TProjectCrew, TProjectCrewItem } from '../../../domain/planning';
import { isPlanner } from '../access';
import { visibleCrewsWhere } from '../planning/crew-access';
import { allowedCrewItemActions } from '../planning/crew-item-status';
import { loadCrewItems } from '../planning/crew-items';
import { queryCrews } from '../planning/project-crews';

/** Every crew of a project is few enough for one answer. */
const ALL = { limit: 1000, offset: 0 };

/** The caller has been let through projectGuard: the project is theirs to see. */
export async function listCrewsOfProject(db: DbOrTx, auth: TAuth, projectId: number): Promise<TProjectCrew[]> {
  return (await queryCrews(db, and(visibleCrewsWhere(auth), eq(projectCrews.projectId, projectId))!, ALL)).data;
}

export async function listCrewItemsOfProject(db: DbOrTx, auth: TAuth, projectId: number): Promise<TProjectCrewItem[]> {
  const crews = db
    .select({ id: projectCrews.id })
    .from(projectCrews)
    .where(and(visibleCrewsWhere(auth), eq(projectCrews.projectId, projectId)));
  const items = await loadCrewItems(db, auth, inArray(projectCrewItems.projectCrewId, crews));
  const planner = isPlanner(auth);
  return items.map((item) => ({ ...item, allowedActions: planner ? allowedCrewItemActions(item.status) : [] }));
}
