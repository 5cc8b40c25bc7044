'use client';
// The company settings forms in chunks of their own: the server renders their markup, and their
// code (react-hook-form, the form parts) is fetched while the page is already shown.
import dynamic from 'next/dynamic';

export const CompanySettingsForm = dynamic(() => import('./settings-form').then((m) => m.CompanySettingsForm));
export const WorkingTimeRulesForm = dynamic(() => import('./working-time-form').then((m) => m.WorkingTimeRulesForm));
export const RequiredTrainingsForm = dynamic(() =>
  import('./required-trainings-form').then((m) => m.RequiredTrainingsForm),
);
export const StaffingSettingsForm = dynamic(() =>
  import('./staffing-settings-form').then((m) => m.StaffingSettingsForm),
);
