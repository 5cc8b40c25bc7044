'use client';
// The profile's forms in chunks of their own. The details, language, calendar-feed and push
// forms are rendered on the server, and their code (react-hook-form, the form parts) is fetched while the
// page is already shown; the password form is fetched after the page is up: most visits never
// change it. The review of pending pictures is for planners only: nobody else loads its code.
import dynamic from 'next/dynamic';

export const DetailsForm = dynamic(() => import('./details-form').then((m) => m.DetailsForm));
export const LanguageForm = dynamic(() => import('./language-form').then((m) => m.LanguageForm));
export const CalendarCard = dynamic(() => import('./calendar-card').then((m) => m.CalendarCard));
export const PushCard = dynamic(() => import('./push-card').then((m) => m.PushCard));
export const PasswordForm = dynamic(() => import('./password-form').then((m) => m.PasswordForm), { ssr: false });
export const PictureReview = dynamic(() => import('./picture-review').then((m) => m.PictureReview));
