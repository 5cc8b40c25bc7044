// Who may ask the solver to staff (issue 30): planners always; a client login only if the tenant
// allows it, only for its own projects (a project scope, never a date range), and it reads back
// only the proposals it asked for, without the facts that are the crew's own (how far they live
// from the location, their contract's hours). Planners switch it in the company settings.
import { z } from 'zod';
import type { TStaffingProposal } from './staffing-proposals';

export const ZStaffingSettings = z.strictObject({
  /** A client login may staff its own projects ("Staff this project" on its project page). */
  clientsMayStaff: z.boolean(),
});
export type TStaffingSettings = z.infer<typeof ZStaffingSettings>;

/** A proposal as a client reads it: of each proposed person's facts, not how far they live from
 *  the location, nor their contract's hours. */
export function proposalForClient(p: TStaffingProposal): TStaffingProposal {
  if (!p.result) return p;
  const rows = p.result.rows.map((row) => ({
    ...row,
    proposed: row.proposed.map((x) => ({ ...x, facts: { ...x.facts, distanceKm: null, quota: null } })),
  }));
  return { ...p, result: { ...p.result, rows } };
}
