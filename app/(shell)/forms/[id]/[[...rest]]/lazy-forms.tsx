'use client';
// The question, signing and sending forms of a form in chunks of their own: the server renders their
// markup, and their code (react-hook-form, the form parts) is fetched while the page is shown.
import dynamic from 'next/dynamic';

export const FormQuestion = dynamic(() => import('./form-question').then((m) => m.FormQuestion));
export const FormSign = dynamic(() => import('./form-sign').then((m) => m.FormSign));
export const FormSend = dynamic(() => import('./form-send').then((m) => m.FormSend));
