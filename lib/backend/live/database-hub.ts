// The live hub of a backend process on its database: the notes' table for catching up and pruning.
import type { TDatabase } from '../db/client';
import { allChangesSince, pruneChanges } from './changes';
import { startLiveHub, type TLiveHub } from './hub';

export function startDatabaseHub(
  database: Pick<TDatabase, 'db' | 'listen'>,
  opts: { pruneEveryMs?: number; heartbeatMs?: number } = {},
): Promise<TLiveHub> {
  return startLiveHub({
    listen: database.listen,
    catchUp: (afterId) => allChangesSince(database.db, afterId),
    prune: (before) => pruneChanges(database.db, before),
    ...opts,
  });
}
