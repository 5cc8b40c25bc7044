// Which assignments count, and conditions on the crew item being selected (`project_crew_items`),
// shared by the board, the planning services, vacancies and shift swaps. A cancelled assignment
// is kept for the record (rules "Assignment"), but it fills no row, books nobody and is
// nobody's job.
import { inArray, ne, sql } from 'drizzle-orm';
import { assignments, personFunctions, projectCrewItems } from '../../db/schema';
import { WORKING_ASSIGNMENT_STATUSES } from '../../../domain/planning/statuses';

/** The assignment still counts: any status but cancelled. */
export const liveAssignment = ne(assignments.status, 'cancelled');

/** The person works the shift (payrolls, hours and check-ins are made for these). */
export const workingAssignment = inArray(assignments.status, [...WORKING_ASSIGNMENT_STATUSES]);

/** How many of the item's rows are filled: its live assignments. */
export const filledRows = sql<number>`(select count(*)::int from ${assignments} a
  where a.crew_item_id = ${projectCrewItems.id} and a.status <> 'cancelled')`;

/** The person holds a live assignment on the item. */
export const personOnItem = (personId: number) => sql<boolean>`exists (select 1 from ${assignments} a
  where a.crew_item_id = ${projectCrewItems.id} and a.person_id = ${personId} and a.status <> 'cancelled')`;

/** The item's function is one of the person's. */
export const itemFitsPerson = (personId: number) =>
  sql<boolean>`${projectCrewItems.functionId} in (select ${personFunctions.functionId} from ${personFunctions} where ${personFunctions.personId} = ${personId})`;
