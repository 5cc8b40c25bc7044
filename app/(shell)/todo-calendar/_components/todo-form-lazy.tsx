'use client';
// The to-do form, fetched on first use: the list needs none of its code (nor zod) to show.
import dynamic from 'next/dynamic';
import { Loader } from '@/app/_components/loader';

export const TodoForm = dynamic(() => import('./todo-form').then((m) => m.TodoForm), {
  ssr: false,
  loading: () => <Loader className="h-8 w-8" />,
});
