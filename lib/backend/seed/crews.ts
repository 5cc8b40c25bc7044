// Project crews and their crew items (positions to fill). The first project gets a fixed
// line-up around today (build-up yesterday, show crew today led by the demo crew chief,
// breakdown later), every other project a random one.
import { shiftSpan } from '../../domain/time-zone';
import { addDays, daysBetween } from '../../domain/calendar-days';
import { projectCrewItems, projectCrews } from '../db/schema';
import type { TCrewItemStatus } from '../../domain/planning/crew-items';
import { CREW_NAMES, FUNCTIONS, ITEM_COMMENTS, type TFunctionName } from './catalog';
import { distribute, insertIds, SEED_TIME_ZONE, shuffled, type TSeedContext } from './context';
import type { TPeople } from './people';
import { spanDays, type TProject, type TProjects } from './projects';

export type TCrew = {
  id: number;
  project: TProject;
  startDate: string;
  endDate: string | null;
  chiefId: number | null;
};
export type TItem = {
  id: number;
  crew: TCrew;
  fn: number;
  startDate: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
  startsAt: number;
  endsAt: number;
  rows: number;
  status: TCrewItemStatus;
  isVacancy: boolean;
};

type TItemSpec = {
  fn: TFunctionName;
  day: number;
  lastDay?: number;
  start: string;
  end: string;
  rows: number;
  vacancy?: boolean;
};
type TCrewSpec = { name: string; day: number; lastDay?: number; demoChief?: boolean; items: TItemSpec[] };

/** The first project begins yesterday: day 1 is today. */
const FIRST_PROJECT_CREWS: TCrewSpec[] = [
  {
    name: 'Build-up',
    day: 0,
    items: [
      { fn: 'Stagehand', day: 0, start: '07:00', end: '16:00', rows: 8 },
      { fn: 'Rigger', day: 0, start: '07:00', end: '17:00', rows: 4 },
      { fn: 'Forklift driver', day: 0, start: '07:00', end: '15:00', rows: 2 },
    ],
  },
  {
    name: 'Show crew',
    day: 1,
    lastDay: 2,
    demoChief: true,
    items: [
      { fn: 'Crew chief', day: 1, lastDay: 2, start: '07:30', end: '19:00', rows: 1 },
      { fn: 'Stagehand', day: 1, start: '08:00', end: '17:00', rows: 6 },
      { fn: 'Host', day: 1, start: '10:00', end: '18:00', rows: 4 },
      { fn: 'Lighting technician', day: 1, start: '14:00', end: '23:30', rows: 2 },
      { fn: 'Bartender', day: 1, start: '16:00', end: '01:00', rows: 4 },
      { fn: 'Bartender', day: 2, start: '16:00', end: '01:00', rows: 4, vacancy: true },
      { fn: 'Steward', day: 2, start: '12:00', end: '20:00', rows: 6, vacancy: true },
    ],
  },
  {
    name: 'Breakdown',
    day: 3,
    items: [
      { fn: 'Stagehand', day: 3, start: '18:00', end: '02:00', rows: 8 },
      { fn: 'Forklift driver', day: 3, start: '18:00', end: '02:00', rows: 2 },
    ],
  },
];

const SHIFTS = [
  ['07:00', '16:00'],
  ['08:00', '17:00'],
  ['09:00', '18:00'],
  ['10:00', '18:00'],
  ['12:00', '20:00'],
  ['14:00', '23:00'],
  ['16:00', '01:00'],
  ['18:00', '02:00'],
  ['22:00', '06:00'],
] as const;
const ROWS = [1, 2, 2, 3, 3, 4, 4, 5, 6, 8, 10] as const;
const fnIndex = (name: TFunctionName) => FUNCTIONS.findIndex(([n]) => n === name);

type TCrewPlan = Omit<TCrew, 'id'> & {
  name: string;
  locationIdx: number;
  contactId: number | null;
  comment: string | null;
  spec?: TCrewSpec;
  chiefItem: boolean;
};

function itemStatus(ctx: TSeedContext, p: TProject, future: boolean): TCrewItemStatus {
  const r = ctx.rnd.next();
  if (p.status === 'requested' || p.status === 'quoted') return r < 0.85 ? 'design' : r < 0.9 ? 'notNeeded' : 'active';
  if (r < 0.07) return 'notNeeded';
  return future && r < 0.12 ? 'design' : 'active';
}

/** Picks the demo crew chief's other crews: past and upcoming, never on overlapping days. */
function pickDemoChiefCrews(ctx: TSeedContext, plans: TCrewPlan[], chiefId: number) {
  const { today, rnd } = ctx;
  const eligible = plans
    .filter(
      (c) =>
        !c.spec && c.project.type === 'normal' && (c.project.status === 'confirmed' || c.project.status === 'closed'),
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const windows: Array<[string, string, number]> = [
    [addDays(today, -60), addDays(today, -2), 4],
    [addDays(today, 3), addDays(today, 90), 6],
  ];
  for (const [from, to, want] of windows) {
    let lastEnd = '1900-01-01';
    let picked = 0;
    for (const c of eligible) {
      const end = c.endDate ?? c.startDate;
      if (picked >= want || c.startDate < from || end > to || c.startDate <= addDays(lastEnd, 1) || rnd.chance(0.35))
        continue;
      c.chiefId = chiefId;
      c.chiefItem = true;
      lastEnd = end;
      picked++;
    }
  }
}

export async function seedCrews(
  ctx: TSeedContext,
  people: TPeople,
  projects: TProjects,
): Promise<{ crews: TCrew[]; items: TItem[] }> {
  const { db, rnd, t } = ctx;
  const chiefPool = people.pool.filter((p) => p.fns.includes(people.chiefFn)).map((p) => p.id);
  const poolChief = () => (chiefPool.length && rnd.chance(0.9) ? rnd.pick(chiefPool) : null);
  const contactOf = (p: TProject) => {
    const list = people.contactPersons.get(p.clientId) ?? [];
    return list.length && rnd.chance(0.7) ? rnd.pick(list) : null;
  };
  const [first, ...others] = projects.list;
  if (!first) return { crews: [], items: [] };

  const plans: TCrewPlan[] = FIRST_PROJECT_CREWS.map((spec) => ({
    project: first,
    name: spec.name,
    startDate: addDays(first.beginDate, spec.day),
    endDate: spec.lastDay !== undefined ? addDays(first.beginDate, spec.lastDay) : null,
    chiefId: spec.demoChief && people.demo.chief ? people.demo.chief.id : poolChief(),
    locationIdx: first.venueIdx,
    contactId: people.contactPersons.get(first.clientId)?.[0] ?? null,
    comment: null,
    spec,
    chiefItem: false,
  }));
  const normal = others.filter((p) => p.type === 'normal');
  const crewCounts =
    ctx.volume === 'full'
      ? distribute(rnd, 150 * ctx.scale - plans.length, normal.length, 2, 5)
      : normal.map(() => rnd.int(1, 2));
  const addCrews = (p: TProject, count: number) => {
    const names = shuffled(rnd, CREW_NAMES);
    const length = spanDays(p.beginDate, p.endDate);
    for (let k = 0; k < count; k++) {
      // Sickness and vacation run all year; their absences sit near today.
      const startDate =
        p.type === 'sickness' || p.type === 'vacation'
          ? addDays(
              ctx.today,
              rnd.int(
                Math.max(-60, daysBetween(ctx.today, p.beginDate)),
                Math.min(60, daysBetween(ctx.today, p.endDate)),
              ),
            )
          : addDays(p.beginDate, rnd.int(0, length - 1));
      const left = daysBetween(startDate, p.endDate);
      const endDate = left > 0 && rnd.chance(0.35) ? addDays(startDate, rnd.int(1, Math.min(left, 4))) : null;
      const chiefId = p.type === 'normal' ? poolChief() : null;
      plans.push({
        project: p,
        name: names[k % names.length]! + (k >= names.length ? ` ${Math.floor(k / names.length) + 1}` : ''),
        startDate,
        endDate,
        chiefId,
        locationIdx: rnd.chance(0.85) ? p.venueIdx : rnd.int(0, projects.venues.length - 1),
        contactId: p.type === 'normal' ? contactOf(p) : null,
        comment: rnd.chance(0.2) ? rnd.pick(ITEM_COMMENTS) : null,
        chiefItem: chiefId !== null && rnd.chance(0.6),
      });
    }
  };
  normal.forEach((p, i) => addCrews(p, crewCounts[i]!));
  for (const p of others.filter((o) => o.type !== 'normal')) addCrews(p, p.type === 'internal' ? 1 : 3);
  if (people.demo.chief) pickDemoChiefCrews(ctx, plans, people.demo.chief.id);

  const crewIds = await insertIds(
    db,
    projectCrews,
    plans.map((c) => ({
      tenantId: t.tenantId,
      projectId: c.project.id,
      name: c.name,
      locationId: projects.locationIds[c.locationIdx]!,
      crewChiefId: c.chiefId,
      contactOnSiteId: c.contactId,
      startDate: c.startDate,
      endDate: c.endDate,
      comment: c.comment,
    })),
  );
  const crews: TCrew[] = plans.map((c, i) => ({
    id: crewIds[i]!,
    project: c.project,
    startDate: c.startDate,
    endDate: c.endDate,
    chiefId: c.chiefId,
  }));

  type TItemPlan = Omit<TItem, 'id'> & { catering: string | null; comment: string | null };
  const items: TItemPlan[] = [];
  // shiftSpan builds Intl formatters on every call; many items share a shift, so reuse.
  const spans = new Map<string, { startsAt: number; endsAt: number }>();
  const spanOf = (s: { startDate: string; endDate: string | null; startTime: string; endTime: string }) => {
    const key = `${s.startDate}|${s.endDate}|${s.startTime}|${s.endTime}`;
    let span = spans.get(key);
    if (!span) {
      const r = shiftSpan(s, SEED_TIME_ZONE);
      span = { startsAt: r.startsAt.getTime(), endsAt: r.endsAt.getTime() };
      spans.set(key, span);
    }
    return span;
  };
  const push = (crew: TCrew, s: Omit<TItemPlan, 'crew' | 'startsAt' | 'endsAt' | 'catering' | 'comment'>) => {
    const span = spanOf(s);
    items.push({
      ...s,
      crew,
      startsAt: span.startsAt,
      endsAt: span.endsAt,
      catering: rnd.pick([null, null, 'Lunch', 'Dinner', 'Lunch and dinner']),
      comment: rnd.chance(0.2) ? rnd.pick(ITEM_COMMENTS) : null,
    });
  };
  const fixedCount = FIRST_PROJECT_CREWS.reduce((n, s) => n + s.items.length, 0);
  const randomCrews = plans.length - FIRST_PROJECT_CREWS.length;
  const itemCounts =
    ctx.volume === 'full'
      ? distribute(rnd, 600 * ctx.scale - fixedCount, randomCrews, 2, 6)
      : plans.map(() => rnd.int(2, 3));
  plans.forEach((plan, ci) => {
    const crew = crews[ci]!;
    if (plan.spec) {
      for (const s of plan.spec.items) {
        push(crew, {
          fn: fnIndex(s.fn),
          startDate: addDays(first.beginDate, s.day),
          endDate: s.lastDay !== undefined ? addDays(first.beginDate, s.lastDay) : null,
          startTime: s.start,
          endTime: s.end,
          rows: s.rows,
          status: 'active',
          isVacancy: s.vacancy === true,
        });
      }
      return;
    }
    const count = itemCounts[ci - FIRST_PROJECT_CREWS.length] ?? 2;
    const crewDays = spanDays(crew.startDate, crew.endDate);
    for (let k = 0; k < count; k++) {
      const future = crew.startDate > ctx.today;
      if (k === 0 && plan.chiefItem) {
        push(crew, {
          fn: people.chiefFn,
          startDate: crew.startDate,
          endDate: crew.endDate,
          startTime: '07:00',
          endTime: '19:00',
          rows: 1,
          status: 'active',
          isVacancy: false,
        });
        continue;
      }
      const startDate = addDays(crew.startDate, rnd.int(0, crewDays - 1));
      const endDate = crew.endDate && startDate < crew.endDate && rnd.chance(0.3) ? crew.endDate : null;
      const [startTime, endTime] = rnd.pick(SHIFTS);
      let fn = rnd.int(0, FUNCTIONS.length - 1);
      if (fn === people.chiefFn) fn = 0;
      const status = crew.project.type === 'normal' ? itemStatus(ctx, crew.project, future) : 'active';
      const rows = crew.project.type === 'normal' ? rnd.pick(ROWS) : 1;
      push(crew, {
        fn,
        startDate,
        endDate,
        startTime,
        endTime,
        rows,
        status,
        isVacancy: status === 'active' && future && rows > 1 && rnd.chance(0.3),
      });
    }
  });

  const itemIds = await insertIds(
    db,
    projectCrewItems,
    items.map((it) => ({
      tenantId: t.tenantId,
      projectCrewId: it.crew.id,
      functionId: people.functionIds[it.fn]!,
      startDate: it.startDate,
      endDate: it.endDate,
      startTime: it.startTime,
      endTime: it.endTime,
      startsAt: new Date(it.startsAt),
      endsAt: new Date(it.endsAt),
      rows: it.rows,
      catering: it.catering,
      comment: it.comment,
      status: it.status,
      isVacancy: it.isVacancy,
    })),
  );
  return { crews, items: items.map(({ catering: _c, comment: _m, ...it }, i) => ({ ...it, id: itemIds[i]! })) };
}
