// The live hub of a backend process on its database: the notes' table for catching up and pruning,
// and the presence rows nobody came back to.
import type { TDatabase } from '../db/client';
import { allChangesSince, pruneChanges } from './changes';
import { forgetStale } from '../services/live/presence';
import { startLiveHub, type TLiveHub } from './hub';

export function startDatabaseHub(
  database: Pick<TDatabase, 'db' | 'listen'>,
  opts: { pruneEveryMs?: number; heartbeatMs?: number } = {},
): Promise<TLiveHub> {
  return startLiveHub({
    listen: database.listen,
    catchUp: (afterId) => allChangesSince(database.db, afterId),
    // Old notes, and who was at a page long ago (a closed laptop says nothing).
    prune: async (before) => {
      await pruneChanges(database.db, before);
      await forgetStale(database.db, before);
    },
    ...opts,
  });
}
