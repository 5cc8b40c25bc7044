'use client';
// A screen's live part: when a note of what the screen shows arrives (`matches`), the screen
// reads itself again, without a reload: the server page re-renders (`router.refresh`, which keeps
// what the user typed) and the browser's own lists at one of the API paths of `lists`, or below
// it, fetch again, whatever their query. Notes that come close together are one refresh. It
// renders nothing, but for the line of who else is here (`presence`, presence.tsx), which comes
// in this chunk rather than one of its own: a second lazy part costs each of its screens bytes
// of first load.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import type { ScopedMutator } from 'swr';
import { matchesChange, type TChangeMatch } from '@/lib/domain/live/changes';
import { listenToChanges } from '@/lib/client/live/change-stream';
import { apiUrl } from '@/lib/client/api/api-url';
import type { TPresencePlace } from '@/lib/client/live/presence-calls';
import { Presence } from './presence';

/** How long a refresh waits for more notes (a crew fill notes many jobs at once). */
const GATHER_MS = 300;

const isAtOrBelow = (key: string, path: string) =>
  key === path || key.startsWith(`${path}/`) || key.startsWith(`${path}?`);

export type TLiveRefreshProps = {
  matches: readonly TChangeMatch[];
  /** API paths of the browser-loaded lists to fetch again (with those below them). */
  lists?: readonly string[];
  /** Whether the server page renders again (default yes); no for screens loaded in the browser. */
  page?: boolean;
  /** The place whose other visitors are named (planners and office only). */
  presence?: TPresencePlace;
  /**
   * How long a refresh waits for more notes (default 300 ms). Longer for a screen that shows the
   * whole tenant and is costly to read, so that a busy day does not read it several times a second.
   */
  gatherMs?: number;
};

export function LiveRefresh({
  matches,
  lists = [],
  page = true,
  presence,
  gatherMs = GATHER_MS,
  mutate,
}: TLiveRefreshProps & { mutate?: ScopedMutator }) {
  const router = useRouter();
  // The props are data from the server page: compared by value, so a re-render does not reopen.
  const deps = JSON.stringify([matches, lists, page, gatherMs]);
  useEffect(() => {
    const [m, l, p, wait] = JSON.parse(deps) as [TChangeMatch[], string[], boolean, number];
    const starts = l.map(apiUrl);
    let waiting: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      waiting = null;
      if (p) router.refresh();
      if (mutate && starts.length > 0)
        void mutate((key) => typeof key === 'string' && starts.some((start) => isAtOrBelow(key, start)));
    };
    const stop = listenToChanges((change) => {
      if (change && !matchesChange(change, m)) return;
      waiting ??= setTimeout(refresh, wait);
    });
    return () => {
      stop();
      if (waiting) clearTimeout(waiting);
    };
  }, [deps, router, mutate]);
  return presence ? <Presence place={presence} /> : null;
}
