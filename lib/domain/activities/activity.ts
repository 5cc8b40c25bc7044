// Activities (to-dos, rules §3 and rules "Activities").
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { z } from 'zod';
import { optionalText, ZId, ZIsoDate } from '../primitives';
import { ZQueryFlag, ZQueryId } from '../query-parts';
import { ZDate, ZNamedRef, ZPersonRef, ZProjectRef, ZTimestamp } from '../response-parts';

import { ACTIVITY_PRIORITY_MAX, ACTIVITY_PRIORITY_MIN } from './priority';

export * from './priority';

const activityFields = {
  caption: z.string().trim().min(1, 'Enter a caption').max(200),
  body: optionalText(5000),
  typeId: ZId.nullable().optional(),
  category: optionalText(100),
  recipientPersonId: ZId.nullable().optional(),
  recipientGroup: optionalText(100),
  dueDate: ZIsoDate.nullable().optional(),
  priority: z.number().int().min(ACTIVITY_PRIORITY_MIN).max(ACTIVITY_PRIORITY_MAX).optional(),
  projectId: ZId.nullable().optional(),
  personPartyId: ZId.nullable().optional(),
};

export const ZActivityInput = z.strictObject(activityFields).superRefine((v, ctx) => {
  if (!v.recipientPersonId && !v.recipientGroup) {
    ctx.addIssue({ code: 'custom', path: ['recipientPersonId'], message: 'Choose a recipient person or group' });
  }
});
export type TActivityInput = z.infer<typeof ZActivityInput>;

export const ZActivityUpdate = z.strictObject({
  ...activityFields,
  caption: activityFields.caption.optional(),
  done: z.boolean().optional(),
});
export type TActivityUpdate = z.infer<typeof ZActivityUpdate>;

/** Groups of users a to-do may be addressed to instead of one person. */
export const ACTIVITY_GROUPS = ['Planners', 'Accountants'] as const;

export const ZActivityListFilters = z.object({
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  done: ZQueryFlag.optional(),
  projectId: ZQueryId.optional(),
  recipientPersonId: ZQueryId.optional(),
  recipientGroup: z.string().trim().min(1).max(100).optional(),
});
export type TActivityListFilters = z.infer<typeof ZActivityListFilters>;

const ZPriority = z.number().int().min(ACTIVITY_PRIORITY_MIN).max(ACTIVITY_PRIORITY_MAX);

export const ZActivityType = ZNamedRef;
export type TActivityType = z.infer<typeof ZActivityType>;

export const ZActivity = z.object({
  id: ZId,
  caption: z.string(),
  body: z.string().nullable(),
  type: ZActivityType.nullable(),
  category: z.string().nullable(),
  recipientPerson: ZPersonRef.nullable(),
  recipientGroup: z.string().nullable(),
  dueDate: ZDate.nullable(),
  priority: ZPriority,
  /** rules §3: recipient, due date as DD.MM.YYYY, priority. */
  parameters: z.object({
    recipient: z.string(),
    dueDate: z
      .string()
      .regex(/^\d{2}\.\d{2}\.\d{4}$/)
      .nullable(),
    priority: ZPriority,
  }),
  personParty: ZPersonRef.nullable(),
  project: ZProjectRef.nullable(),
  crewItemId: ZId.nullable(),
  done: z.boolean(),
  doneAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TActivity = z.infer<typeof ZActivity>;

/** `2026-03-09` → `09.03.2026`. */
export function formatDueDate(iso: string | null): string | null {
  return iso ? lightFormat(parseISO(iso), 'dd.MM.yyyy') : null;
}

/** What the to-do calendar's filters and form offer: the people and groups to-dos are
 *  addressed to (and the planners), and the projects that have to-dos. */
export const ZActivityFilterOptions = z.object({
  recipients: z.array(ZPersonRef),
  groups: z.array(z.string()),
  projects: z.array(ZProjectRef),
});
export type TActivityFilterOptions = z.infer<typeof ZActivityFilterOptions>;
