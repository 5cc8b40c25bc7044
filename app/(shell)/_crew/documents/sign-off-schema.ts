// The sign-off form's check, loaded on first use: each typed hours field as minutes within the
// domain's limits, a still-open line with nothing typed left out.
import { z } from 'zod';
import { ZProposedHoursInput } from '@/lib/domain/field-work';
import { parseHours } from './hours';
import { isProposed } from './sign-off-lines';

const ZProposedLine = ZProposedHoursInput.shape.lines.element;
const { assignmentId: ZAssignmentId, paidMinutes: ZPaid, chargedMinutes: ZCharged } = ZProposedLine.shape;

/** Hours as typed, as the minutes the domain takes. */
const hours = (minutes: typeof ZPaid) =>
  z
    .string()
    .transform((text, ctx) => {
      const parsed = parseHours(text);
      if (parsed === null) ctx.addIssue({ code: 'custom', params: { key: 'format' }, input: text });
      return parsed ?? z.NEVER;
    })
    .pipe(minutes);

const ZLineHours = z.object({ paid: hours(ZPaid), charged: hours(ZCharged) });

const ZLineDraft = z
  .object({ assignmentId: ZAssignmentId, stillIn: z.boolean(), paid: z.string(), charged: z.string() })
  .transform((line, ctx): z.infer<typeof ZProposedLine> | null => {
    if (!isProposed(line)) return null;
    const typed = ZLineHours.safeParse(line, { reportInput: true });
    if (typed.success)
      return { assignmentId: line.assignmentId, paidMinutes: typed.data.paid, chargedMinutes: typed.data.charged };
    // The line's own issues, at their fields (`paid`, `charged`) under this line.
    for (const issue of typed.error.issues) ctx.addIssue(issue as z.core.$ZodRawIssue);
    return z.NEVER;
  });

/** The lines to propose, in the form's order. */
export const ZSignOffForm = z
  .object({ lines: z.array(ZLineDraft) })
  .transform(({ lines }) => ({ lines: lines.filter((l) => l !== null) }));
