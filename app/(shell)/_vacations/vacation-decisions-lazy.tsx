'use client';
// The decisions' code (and its data library) loads only where a planner's section is shown: Home
// is every user's first screen, and crew members never see it. Rendered on the server all the same.
import dynamic from 'next/dynamic';

export const VacationDecisions = dynamic(() => import('./vacation-decisions').then((m) => m.VacationDecisions));
