'use client';
// The live part of a screen with browser lists: as LiveRefresh, and its lists fetch again too,
// with SWR's `mutate` handed in from the screen's own SWR. A file of its own: a route that took
// SWR only for this (or a lazy chunk that imported SWR) would split SWR out of the chunk every
// screen shares, which costs each screen bytes of its own.
import { useSWRConfig } from 'swr';
import type { TLiveRefreshProps } from './live-refresh';
import { LiveRefresh } from './lazy-live-refresh';

export function LiveLists(props: TLiveRefreshProps & { lists: readonly string[] }) {
  const { mutate } = useSWRConfig();
  return <LiveRefresh {...props} mutate={mutate} />;
}
