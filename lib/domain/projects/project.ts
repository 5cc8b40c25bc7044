// Projects (rules "Project"): the shapes the backend validates and the web app renders.
import { z } from 'zod';
import { optionalText, ZId, ZIsoDate } from '../primitives';
import { ZQueryFlag, ZQueryId, ZSearch } from '../query-parts';
import { ZContactRef, ZCount, ZDate, ZNamedRef, ZNumber, ZPersonRef, ZVersion } from '../response-parts';
import { PROJECT_STATUSES } from './statuses';

export { PROJECT_STATUSES };
export const ZProjectStatus = z.enum(PROJECT_STATUSES);
export type TProjectStatus = z.infer<typeof ZProjectStatus>;

export const PROJECT_TYPES = ['normal', 'internal', 'sickness', 'vacation'] as const;
export const ZProjectType = z.enum(PROJECT_TYPES);
export type TProjectType = z.infer<typeof ZProjectType>;

/** rules §9: project lists never show these types, nor projects beginning before this date. */
export const HIDDEN_PROJECT_TYPES: readonly TProjectType[] = ['internal', 'sickness', 'vacation'];
export const PROJECT_LIST_BEGIN_DATE_FROM = '2018-01-01';

const projectFields = {
  number: z.number().int().positive().max(99999999).optional(),
  name: z.string().trim().min(1, 'Enter a name').max(200),
  companyId: ZId,
  branchId: ZId.nullable().optional(),
  clientId: ZId,
  clientMark: optionalText(200),
  beginDate: ZIsoDate,
  endDate: ZIsoDate,
  reference: optionalText(200),
  rateCardId: ZId.nullable().optional(),
  defaultCateringType: optionalText(50),
  rating: z.number().int().min(1).max(5).nullable().optional(),
  comment: optionalText(5000),
  type: ZProjectType.optional(),
  projectManagerId: ZId.nullable().optional(),
  /** The tenant's own kind of work (`/projectTypes`); null clears it. */
  projectTypeId: ZId.nullable().optional(),
};

const endNotBeforeBegin = (v: { beginDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (v.beginDate && v.endDate && v.endDate < v.beginDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date may not be before the begin date' });
  }
};

export const ZProjectInput = z.strictObject(projectFields).superRefine(endNotBeforeBegin);
export type TProjectInput = z.infer<typeof ZProjectInput>;

/** PUT changes only the fields it names. */
export const ZProjectUpdate = z
  .strictObject({
    ...projectFields,
    name: projectFields.name.optional(),
    companyId: ZId.optional(),
    clientId: ZId.optional(),
    beginDate: ZIsoDate.optional(),
    endDate: ZIsoDate.optional(),
  })
  .superRefine(endNotBeforeBegin);
export type TProjectUpdate = z.infer<typeof ZProjectUpdate>;

export const ZProjectStatusChange = z.strictObject({ status: ZProjectStatus });

const STATUS_LIST_RE = new RegExp(`^(${PROJECT_STATUSES.join('|')})(,(${PROJECT_STATUSES.join('|')}))*$`);
export const ZProjectListFilters = z.object({
  status: z
    .string()
    .regex(STATUS_LIST_RE, `A comma list of ${PROJECT_STATUSES.join(', ')}`)
    .optional(),
  closed: ZQueryFlag.optional(),
  scope: z.enum(['all', 'mine']).optional(),
  period: z.enum(['past', 'ongoing', 'upcoming']).optional(),
  number: ZQueryId.optional(),
  /** Free text: the name, the number or the client's name. */
  search: ZSearch.optional(),
  clientId: ZQueryId.optional(),
  projectTypeId: ZQueryId.optional(),
  /** With `to`: projects running on some day of [from, to] (a calendar month, rules §9). */
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
export type TProjectListFilters = z.infer<typeof ZProjectListFilters>;

export const ZProjectListItem = z.object({
  id: ZId,
  number: ZNumber,
  name: z.string(),
  status: ZProjectStatus,
  type: ZProjectType,
  beginDate: ZDate,
  endDate: ZDate,
  reference: z.string().nullable(),
  clientMark: z.string().nullable(),
  client: ZContactRef,
  company: ZNamedRef,
  projectManager: ZPersonRef.nullable(),
  projectType: ZNamedRef.nullable(),
  crewCount: ZCount,
  /** How full its crews are: rows with a person on them out of the rows still needed. */
  fill: z.object({ filled: ZCount, needed: ZCount }),
});
export type TProjectListItem = z.infer<typeof ZProjectListItem>;

export const ZProjectDetail = ZProjectListItem.extend({
  branch: ZNamedRef.nullable(),
  rateCard: ZNamedRef.nullable(),
  defaultCateringType: z.string().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  comment: z.string().nullable(),
  hasPassword: z.boolean(),
  hasLogo: z.boolean(),
  version: ZVersion,
  /** The statuses the caller may move it to now (planners; empty for everyone else). */
  nextStatuses: z.array(ZProjectStatus),
});
export type TProjectDetail = z.infer<typeof ZProjectDetail>;
