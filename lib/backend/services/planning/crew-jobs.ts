// Who holds a job in a crew: an assignment on one of the crew's items that is not cancelled
// (no-shows and spares stay on the crew's record). Check-ins, contacts, ratings, the crew
// member's role and deleting a crew all count jobs this way.
import { and, eq, type SQL } from 'drizzle-orm';
import { assignments, projectCrewItems } from '../../db/schema';
import { liveAssignment } from './item-conditions';

/** SQL condition on assignments joined to their crew item (project_crew_items). */
export const crewJobsOf = (tenantId: number, crewId: number): SQL =>
  and(eq(assignments.tenantId, tenantId), eq(projectCrewItems.projectCrewId, crewId), liveAssignment)!;
