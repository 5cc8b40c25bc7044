'use client';
// The company settings form in a chunk of its own: the server renders its markup, and its code
// (react-hook-form, the form parts) is fetched while the page is already shown.
import dynamic from 'next/dynamic';

export const CompanySettingsForm = dynamic(() => import('./settings-form').then((m) => m.CompanySettingsForm));
