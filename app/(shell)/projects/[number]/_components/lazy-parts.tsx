'use client';
// Parts of the project page in chunks of their own, out of its first load:
// - the dialogs (the person search, suggestions, the booking flow), fetched after the page is up
//   and there long before anyone opens one;
// - a row's actions (confirm through the double-booking rule, ask, no-show, take off), fetched
//   when a planner opens the row;
// - the planners' tools, to-dos and "Staff this project", rendered on the server for planners
//   only: a client's or a project login's page never loads their code.
import dynamic from 'next/dynamic';
import { Loader } from '@/app/_components/loader';

export const RequestPersonDialog = dynamic(
  () => import('@/app/(shell)/_staffing/request-person-dialog').then((m) => m.RequestPersonDialog),
  { ssr: false },
);
export const AskForCrewDialog = dynamic(() => import('./ask-for-crew-dialog').then((m) => m.AskForCrewDialog), {
  ssr: false,
});
export const PlannerTools = dynamic(() => import('./planner-tools').then((m) => m.PlannerTools));
export const StaffingCard = dynamic(() =>
  import('@/app/(shell)/_staffing/proposal/staffing-card').then((m) => m.StaffingCard),
);
export const ProjectTodos = dynamic(() => import('./project-todos').then((m) => m.ProjectTodos));
export const AssignmentActions = dynamic(
  () => import('@/app/(shell)/_staffing/assignment-actions').then((m) => m.AssignmentActions),
  { ssr: false, loading: () => <Loader /> },
);
