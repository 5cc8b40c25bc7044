'use client';
// The decline dialog, fetched after the page is up: the jobs lists do not carry its form code in
// their first load, and the dialog is ready long before anyone taps "Decline".
import dynamic from 'next/dynamic';

export const DeclineDialog = dynamic(() => import('./decline-dialog').then((m) => m.DeclineDialog), { ssr: false });
