// A crew member's profile (planners with crewProfile CONTACT): functions, tags, the signed
// documents that show a skill, and the contact details. Every read is of a person of the
// caller's tenant; another tenant's id answers 404.
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documents, documentTypes, functions, personFunctions, persons, personTags, tags } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { personName } from '../people/names';
import type { TDocumentSkill, TProfileAccess } from '../../../domain/crew-profile';

async function personInTenant(db: DbOrTx, auth: TAuth, personId: number) {
  const [row] = await db
    .select({
      personId: persons.id,
      name: personName,
      email: persons.email,
      phone: persons.phone,
      city: persons.city,
      pictureUrl: persons.pictureUrl,
    })
    .from(persons)
    .where(and(eq(persons.id, personId), eq(persons.tenantId, auth.tenantId)));
  if (!row) throw notFound('Person');
  return row;
}

export const profileAccess = (db: DbOrTx, auth: TAuth, personId: number): Promise<TProfileAccess> =>
  personInTenant(db, auth, personId);

export async function crewFunctions(db: DbOrTx, auth: TAuth, personId: number) {
  await personInTenant(db, auth, personId);
  return db
    .select({ id: functions.id, name: functions.name })
    .from(personFunctions)
    .innerJoin(functions, eq(functions.id, personFunctions.functionId))
    .where(eq(personFunctions.personId, personId))
    .orderBy(asc(functions.name), asc(functions.id));
}

export async function crewTags(db: DbOrTx, auth: TAuth, personId: number) {
  await personInTenant(db, auth, personId);
  return db
    .select({ id: tags.id, name: tags.name })
    .from(personTags)
    .innerJoin(tags, eq(tags.id, personTags.tagId))
    .where(eq(personTags.personId, personId))
    .orderBy(asc(tags.name), asc(tags.id));
}

/** The person's signed documents, newest first: each is evidence of what they may do. */
export async function documentBasedSkills(db: DbOrTx, auth: TAuth, personId: number): Promise<TDocumentSkill[]> {
  await personInTenant(db, auth, personId);
  const rows = await db
    .select({
      documentId: documents.id,
      type: documentTypes.name,
      title: documents.title,
      signedAt: documents.signedAt,
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .where(and(eq(documents.tenantId, auth.tenantId), eq(documents.personId, personId), isNotNull(documents.signedAt)))
    .orderBy(desc(documents.signedAt), desc(documents.id));
  return rows.map((r) => ({ ...r, signedAt: r.signedAt!.toISOString() }));
}
