// Project crews: one team inside a project, at one location, on one or more days
// (rules "Project crew").
import { z } from 'zod';
import { ZId, ZIsoDate } from '../primitives';
import { ZQueryId } from '../query-parts';
import { ZCount, ZDate, ZLocationRef, ZPersonRef, ZProjectRef, ZVersion } from '../response-parts';
import { refineRange } from './date-range';

export const ZProjectCrewCreate = z
  .object({
    projectId: ZId,
    name: z.string().trim().min(1, 'Enter a name').max(200),
    locationId: ZId.nullish(),
    crewChiefId: ZId.nullish(),
    contactOnSiteId: ZId.nullish(),
    startDate: ZIsoDate,
    endDate: ZIsoDate.nullish(),
    comment: z.string().max(2000).nullish(),
  })
  .strict()
  .superRefine(refineRange);
export type TProjectCrewCreate = z.infer<typeof ZProjectCrewCreate>;

export const ZProjectCrewUpdate = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(200).optional(),
    locationId: ZId.nullish(),
    crewChiefId: ZId.nullish(),
    contactOnSiteId: ZId.nullish(),
    startDate: ZIsoDate.optional(),
    endDate: ZIsoDate.nullish(),
    comment: z.string().max(2000).nullish(),
  })
  .strict()
  .superRefine(refineRange);
export type TProjectCrewUpdate = z.infer<typeof ZProjectCrewUpdate>;

/** `date` keeps crews with a crew item on that day. */
export const ZProjectCrewFilters = z.object({ projectId: ZQueryId.optional(), date: ZIsoDate.optional() });

export const ZCrewCounts = z.object({ items: ZCount, rows: ZCount, filled: ZCount, confirmed: ZCount });
export const ZProjectCrew = z.object({
  id: ZId,
  version: ZVersion,
  name: z.string(),
  project: ZProjectRef,
  location: ZLocationRef.nullable(),
  crewChief: ZPersonRef.nullable(),
  contactOnSite: ZPersonRef.nullable(),
  startDate: ZDate,
  endDate: ZDate.nullable(),
  comment: z.string().nullable(),
  counts: ZCrewCounts,
});
export type TProjectCrew = z.infer<typeof ZProjectCrew>;
