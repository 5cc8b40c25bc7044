// The planning crew item list of a client (rules §2 /planning-crew-item-list): the crew items of
// their projects over a period, with their rows and who fills them (ZCrewItem).
import { z } from 'zod';
import { ZIsoDate } from '../primitives';
import { dateRangeProblem } from './date-range';

/** The longest period one call answers (days). */
export const CLIENT_CREW_ITEMS_MAX_DAYS = 62;

export const ZClientCrewItemsQuery = z.object({ from: ZIsoDate, to: ZIsoDate }).superRefine((v, ctx) => {
  const problem = dateRangeProblem(v.from, v.to);
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  else if (Date.parse(v.to) - Date.parse(v.from) >= CLIENT_CREW_ITEMS_MAX_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${CLIENT_CREW_ITEMS_MAX_DAYS} days` });
});
