'use client';
// The plus-crew forms in chunks of their own: the server renders their markup, and their code
// (react-hook-form, the form parts) is fetched while the page is already shown.
import dynamic from 'next/dynamic';

export const SettingsForm = dynamic(() => import('./settings/settings-form').then((m) => m.SettingsForm));
export const DayEntryForm = dynamic(() => import('./data/day-entry-form').then((m) => m.DayEntryForm));
