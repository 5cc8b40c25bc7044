// The project workspace of the demo: project types on every project, a few projects
// of the demo client that every project list and calendar state needs whatever day the demo
// starts (a request still designed with the client, a quote, a closed one in the past), and
// files, a logo and to-dos on the project of the project login (PID). Deterministic: no random
// draws, everything anchored on the same "today" as the rest of the seed.
import { logoPng } from './images';
import { and, asc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  activities,
  assignments,
  functions,
  locations,
  projectCrewItems,
  projectCrews,
  projectDocuments,
  projectLogos,
  projects,
  projectTypes,
} from '../db/schema';
import { shiftSpan } from '../../domain/time-zone';
import { addDays } from '../../domain/calendar-days';
import { renderPdf } from '../services/pdf/render-pdf';
import type { TSeedTenant } from './base';
import type { EVENT_KINDS_FULL, EVENT_KINDS_SMALL } from './catalog';
import { SEED_TIME_ZONE, uploadedPdfReader } from './context';
import { clock } from '../../domain/clock';

/** Each event kind of the demo names (catalog.ts) is one of these project types. */
const TYPES_FULL: Record<string, (typeof EVENT_KINDS_FULL)[number][]> = {
  Festival: ['Food Festival', 'Beach Festival', 'Dance Event', 'Christmas Market'],
  Concert: ['Jazz Weekend', 'Open Air Concert', 'Classical Series', 'Comedy Night'],
  'Trade fair': ['Winter Fair', 'Bike Expo', 'Trade Show', 'Boat Show', 'Career Fair', 'Wedding Fair'],
  'Corporate event': ['Product Launch', 'Gala Dinner', 'Tech Summit', 'Innovation Days'],
  Sports: ['Marathon', 'Esports Finals'],
};
const TYPES_SMALL: Record<string, (typeof EVENT_KINDS_SMALL)[number][]> = {
  Festival: ['Theaterfestival', 'Stadsfeest', 'Bierfestival', 'Popnacht'],
  Bedrijfsevent: ['Bedrijfsdag', 'Kerstgala'],
};

async function seedProjectTypes(db: Db, tenantId: number, types: Record<string, readonly string[]>) {
  const rows = await db
    .insert(projectTypes)
    .values(Object.keys(types).map((name) => ({ tenantId, name })))
    .returning({ id: projectTypes.id, name: projectTypes.name });
  for (const { id, name } of rows) {
    for (const kind of types[name]!) {
      await db
        .update(projects)
        .set({ projectTypeId: id })
        .where(and(eq(projects.tenantId, tenantId), like(projects.name, `${kind} %`)));
    }
  }
  return new Map(rows.map((r) => [r.name, r.id]));
}

type TExtra = {
  name: string;
  type: string;
  status: 'requested' | 'quoted' | 'closed';
  /** Days from today of the first and last day. */
  from: number;
  to: number;
  reference: string | null;
  items: Array<{ fn: string; day: number; start: string; end: string; rows: number }>;
};

/** The demo client's own projects besides the random ones. */
const EXTRA: TExtra[] = [
  {
    name: 'Launch Night Hortus Utrecht',
    type: 'Corporate event',
    status: 'requested',
    from: 1,
    to: 1,
    reference: null,
    items: [
      { fn: 'Host', day: 0, start: '17:00', end: '23:00', rows: 4 },
      { fn: 'Bartender', day: 0, start: '18:00', end: '00:30', rows: 3 },
    ],
  },
  {
    name: 'Harbour Gala SS Rotterdam',
    type: 'Corporate event',
    status: 'quoted',
    from: 3,
    to: 4,
    reference: 'PO-GALA-2',
    items: [
      { fn: 'Stagehand', day: 0, start: '08:00', end: '17:00', rows: 6 },
      { fn: 'Host', day: 1, start: '18:00', end: '23:30', rows: 8 },
    ],
  },
  {
    name: 'Jazz Weekend Patronaat Haarlem',
    type: 'Concert',
    status: 'closed',
    from: -30,
    to: -29,
    reference: 'PO-JAZZ-9',
    items: [
      { fn: 'Stagehand', day: 0, start: '09:00', end: '18:00', rows: 2 },
      { fn: 'Steward', day: 1, start: '12:00', end: '22:00', rows: 2 },
    ],
  },
];

/** The next free number of the year, as seedProjects numbers them (yy0001, yy0002, …). */
async function nextNumber(db: Db, tenantId: number, beginDate: string): Promise<number> {
  const base = (Number(beginDate.slice(0, 4)) % 100) * 10000;
  const [row] = await db
    .select({ n: sql<number | null>`max(${projects.number})` })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), sql`${projects.number} between ${base} and ${base + 9999}`));
  return Math.max(Number(row?.n ?? 0), base) + 1;
}

async function seedClientProjects(db: Db, t: TSeedTenant, typeIds: Map<string, number>, today: string) {
  const tenantId = t.tenantId;
  const clientId = t.clientContactIds[0]!;
  const planner = t.users['planner@example.com']?.personId ?? null;
  const fnRows = await db.select().from(functions).where(eq(functions.tenantId, tenantId));
  const fnId = (name: string) => fnRows.find((f) => f.name === name)!.id;
  const [venue] = await db.select().from(locations).where(eq(locations.tenantId, tenantId)).orderBy(asc(locations.id));
  // People who worked for this client on the project of the project login: the closed
  // project's crew, and whom the client asks for again.
  const regulars = await db
    .selectDistinct({ personId: assignments.personId })
    .from(assignments)
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .where(
      and(
        eq(projectCrews.projectId, 1),
        eq(projectCrews.tenantId, tenantId),
        inArray(assignments.status, ['confirmed', 'confirmedWeb']),
        ne(assignments.personId, t.users['crew@example.com']?.personId ?? -1),
      ),
    )
    .orderBy(asc(assignments.personId))
    .limit(4);

  for (const p of EXTRA) {
    const beginDate = addDays(today, p.from);
    const [project] = await db
      .insert(projects)
      .values({
        tenantId,
        number: await nextNumber(db, tenantId, beginDate),
        name: `${p.name} ${beginDate.slice(0, 4)}`,
        companyId: t.companyId,
        clientId,
        beginDate,
        endDate: addDays(today, p.to),
        reference: p.reference,
        status: p.status,
        type: 'normal',
        projectTypeId: typeIds.get(p.type) ?? null,
        projectManagerId: planner,
        defaultCateringType: 'Dinner',
        rating: p.status === 'closed' ? 4 : null,
      })
      .returning({ id: projects.id });
    const [crew] = await db
      .insert(projectCrews)
      .values({
        tenantId,
        projectId: project!.id,
        name: 'Show crew',
        locationId: venue?.id ?? null,
        startDate: beginDate,
        endDate: p.to > p.from ? addDays(today, p.to) : null,
      })
      .returning({ id: projectCrews.id });
    const items = await db
      .insert(projectCrewItems)
      .values(
        p.items.map((it) => {
          const schedule = {
            startDate: addDays(beginDate, it.day),
            endDate: null,
            startTime: it.start,
            endTime: it.end,
          };
          return {
            tenantId,
            projectCrewId: crew!.id,
            functionId: fnId(it.fn),
            ...schedule,
            ...shiftSpan(schedule, SEED_TIME_ZONE),
            rows: it.rows,
            status: p.status === 'closed' ? ('active' as const) : ('design' as const),
          };
        }),
      )
      .returning({ id: projectCrewItems.id });
    if (p.status === 'closed') {
      await db.insert(assignments).values(
        items.flatMap((item, k) =>
          regulars.slice(k * 2, k * 2 + 2).map((r, row) => ({
            tenantId,
            crewItemId: item.id,
            rowNo: row + 1,
            personId: r.personId,
            status: 'confirmed' as const,
          })),
        ),
      );
    }
    if (p.status === 'requested' && regulars[0]) {
      await db.insert(assignments).values({
        tenantId,
        crewItemId: items[0]!.id,
        rowNo: 1,
        personId: regulars[0].personId,
        status: 'clientRequested',
      });
    }
  }
}

/** Files, a logo and to-dos on the project of the project login (id 1). */
async function seedProjectOne(db: Db, t: TSeedTenant, today: string) {
  const tenantId = t.tenantId;
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, 1), eq(projects.tenantId, tenantId)));
  if (!project) return;
  const planner = t.users['planner@example.com']?.personId ?? null;
  const schedule = await renderPdf({
    reader: uploadedPdfReader(project.name),
    title: `Production schedule: ${project.name}`,
    facts: [
      ['Build-up', addDays(project.beginDate, 0)],
      ['Show', addDays(project.beginDate, 1)],
      ['Breakdown', project.endDate],
    ],
    remarks: 'Crew entrance at the loading dock. Radio channel 3 for the show crew.',
    subject: `Production schedule ${project.number}`,
  });
  const floorPlan = logoPng(160);
  await db.insert(projectDocuments).values([
    {
      tenantId,
      projectId: project.id,
      kind: 'document',
      fileName: 'production-schedule.pdf',
      mimeType: 'application/pdf',
      sizeBytes: schedule.length,
      data: schedule,
      status: 'approved',
      uploadedByPersonId: planner,
      reviewedByPersonId: planner,
      reviewedAt: new Date(`${addDays(today, -2)}T09:00:00Z`),
    },
    {
      tenantId,
      projectId: project.id,
      kind: 'attachment',
      fileName: 'floor-plan.png',
      mimeType: 'image/png',
      sizeBytes: floorPlan.length,
      data: floorPlan,
      status: 'pending',
      uploadedByPersonId: planner,
    },
  ]);
  const logo = logoPng();
  await db
    .insert(projectLogos)
    .values({ projectId: project.id, tenantId, mimeType: 'image/png', sizeBytes: logo.length, data: logo });
  const [item] = await db
    .select({ id: projectCrewItems.id })
    .from(projectCrewItems)
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .where(eq(projectCrews.projectId, project.id))
    .orderBy(asc(projectCrewItems.startsAt), asc(projectCrewItems.id))
    .limit(1);
  // rules §9: project to-dos are due the next day with priority 1.
  await db.insert(activities).values([
    {
      tenantId,
      caption: 'Send the final crew list to the venue',
      category: 'project',
      recipientPersonId: planner,
      dueDate: addDays(today, 1),
      priority: 1,
      projectId: project.id,
    },
    {
      tenantId,
      caption: 'Confirm the forklift hire for the build-up',
      category: 'project',
      recipientPersonId: planner,
      dueDate: addDays(today, 1),
      priority: 1,
      projectId: project.id,
      crewItemId: item?.id ?? null,
    },
  ]);
}

export async function seedProjectWorkspace(
  db: Db,
  tenants: { demo: TSeedTenant; moyo: TSeedTenant },
  opts: { today?: string } = {},
): Promise<void> {
  const today = opts.today ?? clock.today(SEED_TIME_ZONE);
  const typeIds = await seedProjectTypes(db, tenants.demo.tenantId, TYPES_FULL);
  await seedProjectTypes(db, tenants.moyo.tenantId, TYPES_SMALL);
  await seedClientProjects(db, tenants.demo, typeIds, today);
  await seedProjectOne(db, tenants.demo, today);
}
