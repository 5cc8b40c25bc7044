'use client';
// The two forms of the calendar, fetched on first use: the month itself needs none of their
// code (nor zod) to show.
import dynamic from 'next/dynamic';
import { Loader } from '@/app/_components/loader';

export const BlockDateForm = dynamic(() => import('./block-date-form').then((m) => m.BlockDateForm), {
  ssr: false,
  loading: () => <Loader className="h-8 w-8" />,
});
export const VacationForm = dynamic(() => import('./vacation-form').then((m) => m.VacationForm), {
  ssr: false,
  loading: () => <Loader className="h-8 w-8" />,
});
