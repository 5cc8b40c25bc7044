'use client';
// The cell dialog, fetched after the board is up: the board's first load does not carry its
// code (the open rows, the booking flow), and it is there long before anyone opens a cell.
import dynamic from 'next/dynamic';

export const CellDialog = dynamic(() => import('./cell-dialog').then((m) => m.CellDialog), { ssr: false });
// "Staff this week" (planners): its code comes once the board is up.
export const StaffingCard = dynamic(
  () => import('@/app/(shell)/_staffing/proposal/staffing-card').then((m) => m.StaffingCard),
  { ssr: false },
);
