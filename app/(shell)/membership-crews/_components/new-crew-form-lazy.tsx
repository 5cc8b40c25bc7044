'use client';
// The new-team form, fetched on first use.
import dynamic from 'next/dynamic';
import { Loader } from '@/app/_components/loader';

export const NewCrewForm = dynamic(() => import('./new-crew-form').then((m) => m.NewCrewForm), {
  ssr: false,
  loading: () => <Loader className="h-8 w-8" />,
});
