'use client';
// Where a screen shows the actions the server refused (refused-list.tsx). Its list loads only
// when there is one, outside the screen's first load: most days nothing is refused.
import dynamic from 'next/dynamic';
import { useRefused } from '@/lib/client/use-outbox';
import type { TRefused } from '@/lib/client/offline-queue';

const RefusedList = dynamic(() => import('./refused-list').then((m) => m.RefusedList), { ssr: false });

/** `where` narrows the list to what this screen shows (a crew, or jobs); without it, all. */
export function RefusedActions({ where }: { where?: (r: TRefused) => boolean }) {
  const refused = useRefused().filter((r) => !where || where(r));
  return refused.length ? <RefusedList refused={refused} /> : null;
}
