'use client';
// The swap step buttons in a chunk of their own, for the job's page (whose first load is at its
// budget's ceiling, and which loads next/dynamic already): the server renders their markup, and
// their code (the confirmation, the calls) is fetched while the page is already shown;
// `data-ready` marks when they work. /projects-vacancy imports them directly: it carries the
// confirmation already, not next/dynamic.
import dynamic from 'next/dynamic';

export const SwapStepButton = dynamic(() => import('./swap-step-button').then((m) => m.SwapStepButton));
