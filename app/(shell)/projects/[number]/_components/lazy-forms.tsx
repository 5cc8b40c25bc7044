'use client';
// The project page's forms, fetched on first use: a page that only shows the project carries
// none of their code (nor zod) in its first load.
import dynamic from 'next/dynamic';
import { Loader } from '@/app/_components/loader';

const loading = () => <Loader />;

export const ProjectEditForm = dynamic(() => import('./project-edit-form').then((m) => m.ProjectEditForm), {
  ssr: false,
  loading,
});
export const CopyForm = dynamic(() => import('./copy-form').then((m) => m.CopyForm), { ssr: false, loading });
export const LogoForm = dynamic(() => import('./logo-form').then((m) => m.LogoForm), { ssr: false, loading });
export const CrewForm = dynamic(() => import('./crew-form').then((m) => m.CrewForm), { ssr: false, loading });
export const CrewItemForm = dynamic(() => import('./crew-item-form').then((m) => m.CrewItemForm), {
  ssr: false,
  loading,
});
export const TodoForm = dynamic(() => import('./todo-form').then((m) => m.TodoForm), { ssr: false, loading });
