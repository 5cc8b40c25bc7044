// When a crew item is worked: every day from its start date through its end date, or only on
// its start date when it has none. Check-ins, sign-offs, crew lists by day and the seed agree on it.
import { sql, type SQL } from 'drizzle-orm';
import { projectCrewItems } from '../../db/schema';

/** SQL condition: the crew item (project_crew_items) is worked on `date` (YYYY-MM-DD). */
export const itemWorkedOn = (date: string): SQL =>
  sql`${projectCrewItems.startDate} <= ${date} and coalesce(${projectCrewItems.endDate}, ${projectCrewItems.startDate}) >= ${date}`;
