'use client';
// The decline dialog, fetched when it is first wanted: the jobs lists carry none of its form code
// (the form, its schema) in their first load, nor run it while they hydrate.
import dynamic from 'next/dynamic';

export const DeclineDialog = dynamic(() => import('./decline-dialog').then((m) => m.DeclineDialog), { ssr: false });
