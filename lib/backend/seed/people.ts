// Persons of the demo: crew members with functions, tags and a home region, contact persons
// of the clients, and a few project managers. The named demo logins (base.ts) get functions,
// tags and a region too, but stay out of the random planning pool: their jobs are placed
// by hand (demo-jobs.ts) so that every screen has something to show.
import { eq } from 'drizzle-orm';
import { functions, personFunctions, persons, personTags, regions, tags } from '../db/schema';
import {
  CREW_CHIEF_FUNCTION,
  FIRST_NAMES,
  FUNCTIONS,
  LAST_NAMES,
  REGIONS,
  STREETS,
  TAGS,
  type TFunctionName,
} from './catalog';
import { insertIds, insertRows, type TSeedContext } from './context';

export type TCrewPerson = { id: number; fns: number[] };

export type TPeople = {
  /** Index = FUNCTIONS index. */
  functionIds: number[];
  chiefFn: number;
  tagIds: number[];
  regionIds: number[];
  /** Crew members the random planning may use. */
  pool: TCrewPerson[];
  /** Demo persons by role (absent when the tenant has no such login). */
  demo: { crew?: TCrewPerson; chief?: TCrewPerson; crewNl?: TCrewPerson; planner?: number; client?: number };
  /** contact id → its contact persons. */
  contactPersons: Map<number, number[]>;
  /** Project managers, the demo planner first. */
  managers: number[];
};

const NATIONALITY_MIX = ['NL', 'NL', 'NL', 'NL', 'NL', 'NL', 'BE', 'DE', 'PL', 'ES', 'PT', 'GB'] as const;
const POSTAL_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '');
const fnIndex = (name: TFunctionName) => FUNCTIONS.findIndex(([n]) => n === name);

function personRow(ctx: TSeedContext, regionIds: number[], n: number, contactId: number | null) {
  const { rnd } = ctx;
  const firstName = rnd.pick(FIRST_NAMES);
  const lastName = rnd.pick(LAST_NAMES);
  const regionIdx = rnd.int(0, REGIONS.length - 1);
  const place = rnd.pick(REGIONS[regionIdx]!.cities);
  const letters = `${rnd.pick([...POSTAL_LETTERS])}${rnd.pick([...POSTAL_LETTERS])}`;
  const domain = contactId === null ? 'mail.example' : 'client.example';
  return {
    tenantId: ctx.t.tenantId,
    firstName,
    lastName,
    email: `${slug(firstName)}.${slug(lastName)}${n}@${domain}`,
    phone: `+31 6 ${rnd.int(1000, 9999)} ${rnd.int(1000, 9999)}`,
    birthday:
      contactId === null
        ? `${rnd.int(1968, 2006)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`
        : null,
    address: `${rnd.pick(STREETS)} ${rnd.int(1, 180)}`,
    postalCode: `${place.postal + rnd.int(0, 60)} ${letters}`,
    city: place.city,
    countryCode: 'NL',
    latitude: contactId === null ? place.lat : null,
    longitude: contactId === null ? place.lng : null,
    nationalityCode: rnd.pick(NATIONALITY_MIX),
    mapService: rnd.pick(['google', 'google', 'apple', 'osm'] as const),
    contactId,
    regionId: contactId === null ? regionIds[regionIdx]! : null,
  };
}

/** 1-3 functions; about one in eight crew members can also lead a crew. */
function drawFunctions(ctx: TSeedContext, chiefFn: number): number[] {
  const fns = new Set<number>();
  const count = ctx.rnd.int(1, 3);
  while (fns.size < count) {
    const f = ctx.rnd.int(0, FUNCTIONS.length - 1);
    if (f !== chiefFn) fns.add(f);
  }
  if (ctx.rnd.chance(0.125)) fns.add(chiefFn);
  return [...fns];
}

export async function seedPeople(ctx: TSeedContext): Promise<TPeople> {
  const { db, t, rnd } = ctx;
  const tenantId = t.tenantId;
  const functionIds = await insertIds(
    db,
    functions,
    FUNCTIONS.map(([name, code]) => ({ tenantId, name, code })),
  );
  const tagIds = await insertIds(
    db,
    tags,
    TAGS.map((name) => ({ tenantId, name })),
  );
  const regionIds = await insertIds(
    db,
    regions,
    REGIONS.map((r) => ({ tenantId, name: r.name })),
  );
  const chiefFn = fnIndex(CREW_CHIEF_FUNCTION);

  const crewCount = ctx.volume === 'full' ? 80 * ctx.scale : 12;
  const crewRows = Array.from({ length: crewCount }, (_, i) => personRow(ctx, regionIds, i + 1, null));
  const crewIds = await insertIds(db, persons, crewRows);
  const pool: TCrewPerson[] = crewIds.map((id) => ({ id, fns: drawFunctions(ctx, chiefFn) }));

  // Contact persons: the client login's person already works for contact[0].
  const perContact = ctx.volume === 'full' ? 2 : 1;
  const contactRows = t.clientContactIds.flatMap((contactId, ci) =>
    Array.from({ length: perContact }, (_, k) => personRow(ctx, regionIds, 1000 + ci * 10 + k, contactId)),
  );
  const contactIds = await insertIds(db, persons, contactRows);
  const contactPersons = new Map<number, number[]>();
  contactRows.forEach((row, i) => {
    const list = contactPersons.get(row.contactId!) ?? [];
    list.push(contactIds[i]!);
    contactPersons.set(row.contactId!, list);
  });
  const client = t.users['client@example.com']?.personId;
  if (client !== undefined && t.clientContactIds[0] !== undefined)
    contactPersons.get(t.clientContactIds[0])?.unshift(client);

  const extraManagers =
    ctx.volume === 'full'
      ? await insertIds(db, persons, [
          {
            tenantId,
            firstName: 'Lotte',
            lastName: 'Kuipers',
            email: 'lotte.kuipers@office.example',
            city: 'Utrecht',
            countryCode: 'NL',
            regionId: regionIds[2]!,
          },
          {
            tenantId,
            firstName: 'Daan',
            lastName: 'Vermeulen',
            email: 'daan.vermeulen@office.example',
            city: 'Rotterdam',
            countryCode: 'NL',
            regionId: regionIds[1]!,
          },
        ])
      : [];
  const planner = t.users['planner@example.com']?.personId;

  const demoPerson = async (
    username: string,
    fns: TFunctionName[],
    regionIdx: number,
  ): Promise<TCrewPerson | undefined> => {
    const id = t.users[username]?.personId;
    if (id === undefined) return undefined;
    await db
      .update(persons)
      .set({ regionId: regionIds[regionIdx]!, address: 'Oudegracht 120', postalCode: '3511 AX' })
      .where(eq(persons.id, id));
    return { id, fns: fns.map(fnIndex) };
  };
  const demo: TPeople['demo'] = {
    crew: await demoPerson('crew@example.com', ['Stagehand', 'Lighting technician', 'Forklift driver'], 2),
    chief: await demoPerson('chief@example.com', ['Crew chief', 'Rigger', 'Stagehand'], 2),
    crewNl: await demoPerson('crew.nl@example.com', ['Host', 'Bartender', 'Steward'], 0),
    planner,
    client,
  };

  const everyone = [...pool, ...[demo.crew, demo.chief, demo.crewNl].filter((p): p is TCrewPerson => p !== undefined)];
  await insertRows(
    db,
    personFunctions,
    everyone.flatMap((p) => p.fns.map((f) => ({ personId: p.id, functionId: functionIds[f]! }))),
  );
  await insertRows(
    db,
    personTags,
    everyone.flatMap((p) => {
      const picked = new Set<number>();
      const n = rnd.int(0, 3);
      while (picked.size < n) picked.add(rnd.int(0, TAGS.length - 1));
      return [...picked].map((tg) => ({ personId: p.id, tagId: tagIds[tg]! }));
    }),
  );

  return {
    functionIds,
    chiefFn,
    tagIds,
    regionIds,
    pool,
    demo,
    contactPersons,
    managers: [...(planner !== undefined ? [planner] : []), ...extraManagers],
  };
}
