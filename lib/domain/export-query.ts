// What the export routes take: `?format=` (.xlsx unless asked otherwise), and the period of hours.
import { z } from 'zod';
import { ZIsoDate } from './primitives';
import { MAX_SPAN_DAYS } from './planning/date-range';
import { EXPORT_FORMATS, periodProblem } from './exports';

export const ZExportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') });

/** Hours worked (approved sign-off hours) in a period of at most a year, both days included. */
export const ZHoursExportQuery = ZExportQuery.extend({ from: ZIsoDate, to: ZIsoDate }).superRefine((v, ctx) => {
  const problem = periodProblem(v.from, v.to);
  if (problem === 'endBeforeStart')
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end lies before the start' });
  if (problem === 'tooLong') ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_SPAN_DAYS} days` });
});
export type THoursExportQuery = z.infer<typeof ZHoursExportQuery>;
