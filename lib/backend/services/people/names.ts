// A person's name as the services return it: `fullName` of lib/domain/people, and its SQL twin
// for queries that select or search the name.
import { sql, type AnyColumn } from 'drizzle-orm';
import { persons } from '../../db/schema';
import { fullName } from '../../../domain/people';

/** SQL: first name, a space, last name, of `persons` or an alias of it. */
export const nameOf = (p: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${p.firstName} || ' ' || ${p.lastName}`;

export const personName = nameOf(persons);

/** A person reference from a left join (all columns null when absent). */
export function personRef(id: number | null, firstName: string | null, lastName: string | null) {
  return id === null ? null : { id, name: fullName({ firstName: firstName ?? '', lastName: lastName ?? '' }) };
}
