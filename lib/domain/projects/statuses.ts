// Project statuses and list filters as plain constants, without zod, so that browser code
// (the list's tabs, the calendar's colours) can use them without loading the schemas.
export const PROJECT_STATUSES = ['requested', 'quoted', 'confirmed', 'closed'] as const;
export type TProjectStatusName = (typeof PROJECT_STATUSES)[number];

/**
 * rules §4 "Project calendar: confirmed, quoted, design client": a request is still being
 * designed with the client; a closed project was confirmed work.
 */
export const CALENDAR_STATES = ['confirmed', 'quoted', 'designClient'] as const;
export type TCalendarState = (typeof CALENDAR_STATES)[number];
export const calendarStateOf = (status: TProjectStatusName): TCalendarState =>
  status === 'requested' ? 'designClient' : status === 'quoted' ? 'quoted' : 'confirmed';

/** rules §4 project lists: the tabs (not closed, closed), the scope (all, mine) and the period chips. */
export const PROJECT_LIST_TABS = ['open', 'closed'] as const;
export type TProjectListTab = (typeof PROJECT_LIST_TABS)[number];
export const PROJECT_LIST_SCOPES = ['all', 'mine'] as const;
export type TProjectListScope = (typeof PROJECT_LIST_SCOPES)[number];
export const PROJECT_LIST_PERIODS = ['any', 'past', 'ongoing', 'requested'] as const;
export type TProjectListPeriod = (typeof PROJECT_LIST_PERIODS)[number];
