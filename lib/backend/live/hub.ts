// One hub per backend process: it hears every note of LIVE_CHANNEL once, on the one listening
// connection of the process, and hands each to the subscribers of its tenant (the streams of the
// open screens). A note arrives once even when the listening connection came back and the hub read
// what it missed from the table meanwhile. Old notes are pruned here too: every process does it,
// which costs one small delete a minute each and needs no coordination.
import { clock } from '../../domain/clock';
import { changeOfPayload, LIVE_CHANNEL, type TTenantChange } from './changes';
import { processLog } from '../../node-http/logger';

export type TLiveHub = {
  /** Hands the tenant's notes to `onChange` until the returned function is called. */
  subscribe: (tenantId: number, onChange: (change: TTenantChange) => void) => () => void;
  /** How often a stream sends a heartbeat, and checks that its session has not ended. */
  heartbeatMs: number;
  stop: () => Promise<void>;
};

export type THubParts = {
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ) => Promise<() => Promise<void>>;
  /** Every tenant's notes after an id, oldest first (changes.ts allChangesSince). */
  catchUp: (afterId: number) => Promise<TTenantChange[]>;
  /** Deletes notes older than a time (changes.ts pruneChanges). */
  prune: (before: Date) => Promise<unknown>;
  /** How long a note is kept for streams that come back (default 10 minutes). */
  keepMs?: number;
  /** How often old notes are pruned (default a minute; 0: never, for tests). */
  pruneEveryMs?: number;
  /** How often each stream sends a heartbeat (default 20 s; shorter in tests). */
  heartbeatMs?: number;
  log?: (line: string) => void;
};

/** How many ids are remembered to drop a note that comes twice (NOTIFY and catch-up). */
const REMEMBERED = 10_000;
/** How far behind the newest id catching up starts. */
const LOOK_BACK = 1_000;

export async function startLiveHub(parts: THubParts): Promise<TLiveHub> {
  const log = parts.log ?? ((line: string) => processLog().warn(line));
  const subscribers = new Map<number, Set<(change: TTenantChange) => void>>();
  const seen = new Set<number>();
  let newest = 0;

  const deliver = (change: TTenantChange) => {
    if (seen.has(change.id)) return;
    seen.add(change.id);
    // A Set iterates in insertion order: the first one is the oldest.
    if (seen.size > REMEMBERED) seen.delete(seen.values().next().value!);
    newest = Math.max(newest, change.id);
    for (const onChange of subscribers.get(change.tenantId) ?? []) {
      try {
        onChange(change);
      } catch (err) {
        log(`[live] a subscriber failed: ${err instanceof Error ? err.message : err}`);
      }
    }
  };
  const catchUp = async () => {
    try {
      // From a little before the newest: a note with a lower id may have committed after it.
      for (const change of await parts.catchUp(Math.max(0, newest - LOOK_BACK))) deliver(change);
    } catch (err) {
      log(`[live] catching up failed: ${err instanceof Error ? err.message : err}`);
    }
  };

  const unlisten = await parts.listen(
    LIVE_CHANNEL,
    (payload) => {
      const change = changeOfPayload(payload);
      if (change) deliver(change);
    },
    () => void catchUp(),
  );
  const keepMs = parts.keepMs ?? 10 * 60_000;
  const pruneEveryMs = parts.pruneEveryMs ?? 60_000;
  const pruning =
    pruneEveryMs > 0
      ? setInterval(
          () =>
            void Promise.resolve(parts.prune(new Date(clock.nowMs() - keepMs))).catch((err) =>
              log(`[live] pruning failed: ${err instanceof Error ? err.message : err}`),
            ),
          pruneEveryMs,
        )
      : null;
  pruning?.unref();

  return {
    heartbeatMs: parts.heartbeatMs ?? 20_000,
    subscribe(tenantId, onChange) {
      let set = subscribers.get(tenantId);
      if (!set) subscribers.set(tenantId, (set = new Set()));
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0) subscribers.delete(tenantId);
      };
    },
    async stop() {
      if (pruning) clearInterval(pruning);
      await unlisten();
    },
  };
}
