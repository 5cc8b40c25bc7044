// Who to call about a project, as contacts (name, phone, email): a project session and a client
// see these, never a person's full record (birthday, address, nationality).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { persons, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import type { TProjectContacts } from '../../../domain/projects';
import { personName } from '../people/names';

export async function projectContacts(db: DbOrTx, auth: TAuth, projectId: number): Promise<TProjectContacts> {
  const [pm] = await db
    .select({ personId: persons.id, name: personName, phone: persons.phone, email: persons.email })
    .from(projects)
    .innerJoin(persons, eq(persons.id, projects.projectManagerId))
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, auth.tenantId), eq(persons.tenantId, auth.tenantId)));
  return { projectManager: pm ? { ...pm, function: null } : null };
}
