'use client';
// The cell dialog, fetched after the board is up: the board's first load does not carry its
// code (the open rows, the booking flow), and it is there long before anyone opens a cell.
import dynamic from 'next/dynamic';

export const CellDialog = dynamic(() => import('./cell-dialog').then((m) => m.CellDialog), { ssr: false });
