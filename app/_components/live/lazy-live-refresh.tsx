'use client';
// The live part in a chunk of its own, fetched after the page is up: nothing of it is in a
// screen's first load, and it shows nothing. This door renders the server page again; screens
// with browser lists take `LiveLists` (lazy-live-lists.tsx), which brings SWR's `mutate`.
import dynamic from 'next/dynamic';

export const LiveRefresh = dynamic(() => import('./live-refresh').then((m) => m.LiveRefresh), { ssr: false });
