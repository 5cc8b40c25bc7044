// The public profile (rules §2 /public-profile/{personId}): what anyone signed in to the tenant
// may see of a person — name, approved picture and crew functions. Nothing private: no
// contact details, address or birthday. A project login sees only the people of its project.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { functions, personFunctions, persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { fullName } from '../../../domain/people/names';
import type { TPublicProfile } from '../../../domain/self-service';
import { visiblePersonsWhere } from '../people/persons';
import { currentPictureId } from './profile-pictures';

export async function getPublicProfile(db: DbOrTx, auth: TAuth, personId: number): Promise<TPublicProfile> {
  if (auth.type === 'pluscrew') throw notFound('Profile');
  const scope = auth.type === 'project' ? visiblePersonsWhere(auth) : eq(persons.tenantId, auth.tenantId);
  const [person] = await db
    .select({
      id: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      pictureId: currentPictureId(persons.id),
    })
    .from(persons)
    .where(and(eq(persons.id, personId), scope));
  if (!person) throw notFound('Profile');
  const fns = await db
    .select({ id: functions.id, name: functions.name })
    .from(personFunctions)
    .innerJoin(functions, eq(functions.id, personFunctions.functionId))
    .where(and(eq(personFunctions.personId, personId), eq(functions.tenantId, auth.tenantId)))
    .orderBy(asc(functions.name));
  return { id: person.id, name: fullName(person), pictureId: person.pictureId, functions: fns };
}
