'use client';
// The link-login password form, fetched after the page is up (its code and zod stay out of the
// page's first load); the project page and the plus-crew settings both show it through this.
import dynamic from 'next/dynamic';
import { Loader } from '@/app/_components/loader';

export const LinkPasswordForm = dynamic(() => import('./link-password-form').then((m) => m.LinkPasswordForm), {
  ssr: false,
  loading: () => <Loader className="h-8 w-8" />,
});
