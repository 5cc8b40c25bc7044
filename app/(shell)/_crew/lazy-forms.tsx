'use client';
// Forms of the crew pages in chunks of their own: the server renders their markup, and their code
// (react-hook-form, the form parts) is fetched while the page is already shown.
import dynamic from 'next/dynamic';

export const DigitalConfirmForm = dynamic(() =>
  import('./overview/digital-confirm-form').then((m) => m.DigitalConfirmForm),
);
export const RatingForm = dynamic(() => import('./overview/rating-form').then((m) => m.RatingForm));
export const SecurityCheckForm = dynamic(() =>
  import('./security-check/security-check-form').then((m) => m.SecurityCheckForm),
);
export const DocumentPanel = dynamic(() => import('./documents/document-panel').then((m) => m.DocumentPanel));
export const SignOffPanel = dynamic(() => import('./documents/sign-off-panel').then((m) => m.SignOffPanel));
