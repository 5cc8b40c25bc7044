// Activities (to-dos, SPEC §3 and DOMAIN "Activities").
import { z } from 'zod';
import { ZDateString, ZId, optionalText } from './projects';

export const ACTIVITY_PRIORITY_MIN = 1;
export const ACTIVITY_PRIORITY_MAX = 5;
/** The middle priority when none is given. */
export const ACTIVITY_DEFAULT_PRIORITY = 3;

const activityFields = {
  caption: z.string().trim().min(1, 'Enter a caption').max(200),
  body: optionalText(5000),
  typeId: ZId.nullable().optional(),
  category: optionalText(100),
  recipientPersonId: ZId.nullable().optional(),
  recipientGroup: optionalText(100),
  dueDate: ZDateString.nullable().optional(),
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

export const ZActivityListFilters = z.object({
  from: ZDateString.optional(),
  to: ZDateString.optional(),
  done: z.enum(['true', 'false']).optional(),
  projectId: z.coerce.number().int().positive().max(2147483647).optional(),
});

const ZRef = z.object({ id: z.number(), name: z.string() });

export const ZActivity = z.object({
  id: z.number(),
  caption: z.string(),
  body: z.string().nullable(),
  type: ZRef.nullable(),
  category: z.string().nullable(),
  recipientPerson: ZRef.nullable(),
  recipientGroup: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: z.number(),
  /** SPEC §3: recipient, due date as DD.MM.YYYY, priority. */
  parameters: z.object({ recipient: z.string(), dueDate: z.string().nullable(), priority: z.number() }),
  personParty: ZRef.nullable(),
  project: z.object({ id: z.number(), number: z.number(), name: z.string() }).nullable(),
  crewItemId: z.number().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;

/** `2026-03-09` → `09.03.2026`. */
export function formatDueDate(iso: string | null): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}
