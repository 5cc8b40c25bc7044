'use client';
// The project page's dialogs, fetched after the page is up: its first load does not carry their
// code (the person search, suggestions, the booking flow), and they are there long before anyone
// opens one.
import dynamic from 'next/dynamic';

export const RequestPersonDialog = dynamic(
  () => import('@/app/(shell)/_staffing/request-person-dialog').then((m) => m.RequestPersonDialog),
  { ssr: false },
);
export const AskForCrewDialog = dynamic(() => import('./ask-for-crew-dialog').then((m) => m.AskForCrewDialog), {
  ssr: false,
});
