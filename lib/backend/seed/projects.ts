// Projects of the demo, spread around "today" so that past, ongoing and future work always
// exists, plus their venues (locations), rate cards and the plus crews. The first project
// inserted is the one with the project password (PID login): confirmed and ongoing.
import { addDays, daysBetween } from '../../domain/calendar-days';
import { locations, plusCrews, projects, rateCardItems, rateCards } from '../db/schema';
import {
  BASE_RATES,
  EVENT_KINDS_FULL,
  EVENT_KINDS_SMALL,
  FUNCTIONS,
  VENUES_FULL,
  VENUES_SMALL,
  type TVenue,
} from './catalog';
import { insertIds, insertRows, type TSeedContext } from './context';
import type { TPeople } from './people';

type TStatus = 'requested' | 'quoted' | 'confirmed' | 'closed';
type TType = 'normal' | 'internal' | 'sickness' | 'vacation';

export type TProject = {
  id: number;
  beginDate: string;
  endDate: string;
  status: TStatus;
  type: TType;
  clientId: number;
  venueIdx: number;
};

export type TProjects = { list: TProject[]; venues: TVenue[]; locationIds: number[] };

const DURATIONS = [1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 7] as const;

function futureStatus(ctx: TSeedContext, daysAhead: number): TStatus {
  const r = ctx.rnd.next();
  if (daysAhead <= 30) return r < 0.7 ? 'confirmed' : r < 0.9 ? 'quoted' : 'requested';
  return r < 0.4 ? 'confirmed' : r < 0.7 ? 'quoted' : 'requested';
}

/** A normal project's dates and status; index 0 is the PID project, ongoing on purpose. */
function projectDates(ctx: TSeedContext, index: number): Pick<TProject, 'beginDate' | 'endDate' | 'status'> {
  const { rnd, today } = ctx;
  if (index === 0) return { beginDate: addDays(today, -1), endDate: addDays(today, 2), status: 'confirmed' };
  // A fixed rotation (3 past, 3 future, 1 ongoing in 7) keeps even a handful of projects spread.
  const phase = index % 7;
  const length = rnd.pick(DURATIONS);
  if (phase % 2 === 0 && phase < 6) {
    const begin = addDays(today, -rnd.int(2, 120));
    const end = addDays(begin, length - 1);
    return {
      beginDate: begin,
      endDate: end < today ? end : addDays(today, -1),
      status: rnd.chance(0.8) ? 'closed' : 'confirmed',
    };
  }
  if (phase === 6)
    return { beginDate: addDays(today, -rnd.int(0, 3)), endDate: addDays(today, rnd.int(0, 4)), status: 'confirmed' };
  const ahead = rnd.int(1, 120);
  const begin = addDays(today, ahead);
  return { beginDate: begin, endDate: addDays(begin, length - 1), status: futureStatus(ctx, ahead) };
}

export async function seedProjects(ctx: TSeedContext, people: TPeople): Promise<TProjects> {
  const { db, t, rnd, today } = ctx;
  const tenantId = t.tenantId;
  const full = ctx.volume === 'full';
  const venues = full ? VENUES_FULL : VENUES_SMALL;
  const depotIdx = full ? venues.length - 1 : 0;
  const locationIds = await insertIds(
    db,
    locations,
    venues.map((v) => ({
      tenantId,
      name: v.name,
      address: v.address,
      postalCode: v.postalCode,
      city: v.city,
      countryCode: 'NL',
      latitude: v.lat,
      longitude: v.lng,
      notes: rnd.chance(0.5) ? 'Crew entrance at the loading dock; show your ID at the gate.' : null,
    })),
  );

  const cardDefs = full
    ? ([
        ['Standard rates', 1],
        ['Festival rates', 1.1],
        ['Corporate rates', 1.2],
      ] as const)
    : ([['Standaard tarieven', 1]] as const);
  const cardIds = await insertIds(
    db,
    rateCards,
    cardDefs.map(([name]) => ({ tenantId, companyId: t.companyId, name })),
  );
  await insertRows(
    db,
    rateCardItems,
    cardDefs.flatMap(([, factor], ci) =>
      FUNCTIONS.map(([name], fi) => ({
        tenantId,
        rateCardId: cardIds[ci]!,
        functionId: people.functionIds[fi]!,
        hourlyPaid: BASE_RATES[name][0].toFixed(2),
        hourlyCharged: (BASE_RATES[name][1] * factor).toFixed(2),
      })),
    ),
  );

  const kinds = full ? EVENT_KINDS_FULL : EVENT_KINDS_SMALL;
  const normalCount = full ? 40 * ctx.scale : 6;
  const clients = t.clientContactIds;
  const ownClient = clients[clients.length - 1]!;
  const nameUses = new Map<string, number>();
  const perYear = new Map<number, number>();
  const numberFor = (beginDate: string) => {
    const year = Number(beginDate.slice(0, 4));
    const seq = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, seq);
    return (year % 100) * 10000 + seq;
  };

  type TRow = typeof projects.$inferInsert & { plan: Omit<TProject, 'id'> };
  const rows: TRow[] = [];
  for (let i = 0; i < normalCount; i++) {
    const dates = projectDates(ctx, i);
    const venueIdx = rnd.int(0, venues.length - 2 + (full ? 0 : 1));
    const venue = venues[venueIdx]!;
    const clientId = i === 0 || rnd.chance(0.2) ? clients[0]! : rnd.pick(clients);
    const base = `${rnd.pick(kinds)} ${venue.city} ${dates.beginDate.slice(0, 4)}`;
    const uses = (nameUses.get(base) ?? 0) + 1;
    nameUses.set(base, uses);
    const past = dates.endDate < today;
    rows.push({
      tenantId,
      number: numberFor(dates.beginDate),
      name: uses > 1 ? `${base} (${uses})` : base,
      companyId: t.companyId,
      branchId: rnd.chance(0.25) ? t.branchId : null,
      clientId,
      clientMark: rnd.chance(0.4) ? `Hall ${rnd.int(1, 12)}` : null,
      ...dates,
      reference: rnd.chance(0.5) ? `PO-${dates.beginDate.slice(0, 4)}-${rnd.int(1000, 9999)}` : null,
      rateCardId: rnd.pick(cardIds),
      defaultCateringType: rnd.pick(['Lunch', 'Dinner', 'Lunch and dinner', null]),
      rating: past && dates.status === 'closed' ? rnd.int(3, 5) : null,
      comment: rnd.chance(0.3) ? `Venue contact: ${venue.name} production office.` : null,
      type: 'normal',
      projectManagerId: i === 0 || rnd.chance(0.4) ? (people.managers[0] ?? null) : rnd.pick(people.managers),
      passwordHash: i === 0 ? ctx.linkPasswordHash : null,
      plan: { ...dates, type: 'normal', clientId, venueIdx },
    });
  }

  // Internal, sickness and vacation projects carry work and absence that lists hide.
  const year = today.slice(0, 4);
  const hidden: Array<[TType, string, string, string]> = full
    ? Array.from(
        { length: ctx.scale },
        (_, k) =>
          [
            ['internal', `Warehouse inventory${k ? ` ${k + 1}` : ''}`, addDays(today, -10 - k), addDays(today, 20)],
            ['sickness', `Sickness ${year}${k ? ` (${k + 1})` : ''}`, `${year}-01-01`, `${year}-12-31`],
            ['vacation', `Vacation ${year}${k ? ` (${k + 1})` : ''}`, `${year}-01-01`, `${year}-12-31`],
          ] as Array<[TType, string, string, string]>,
      ).flat()
    : [['internal', 'Magazijn opruimen', addDays(today, -5), addDays(today, 10)]];
  for (const [type, name, beginDate, endDate] of hidden) {
    rows.push({
      tenantId,
      number: numberFor(beginDate),
      name,
      companyId: t.companyId,
      clientId: ownClient,
      beginDate,
      endDate,
      status: 'confirmed',
      type,
      projectManagerId: people.managers[0] ?? null,
      plan: { beginDate, endDate, status: 'confirmed', type, clientId: ownClient, venueIdx: depotIdx },
    });
  }
  // One archived project from before 2018: project lists must leave it out.
  if (full) {
    rows.push({
      tenantId,
      number: numberFor('2017-12-15'),
      name: 'Kerstgala Jaarbeurs 2017',
      companyId: t.companyId,
      clientId: clients[1] ?? clients[0]!,
      beginDate: '2017-12-15',
      endDate: '2017-12-16',
      status: 'closed',
      type: 'normal',
      rating: 4,
      plan: {
        beginDate: '2017-12-15',
        endDate: '2017-12-16',
        status: 'closed',
        type: 'normal',
        clientId: clients[1] ?? clients[0]!,
        venueIdx: 1,
      },
    });
  }

  const ids = await insertIds(
    db,
    projects,
    rows.map(({ plan: _plan, ...row }) => row),
  );
  const plusDefs = full
    ? ['Store team Utrecht Centrum', 'Venue team Ahoy', 'Store team Amsterdam Zuid']
    : ['Winkelteam Haarlem'];
  await insertRows(
    db,
    plusCrews,
    plusDefs.map((name, k) => ({
      tenantId,
      number: 501 + k,
      name,
      companyId: t.companyId,
      passwordHash: k === 0 ? ctx.linkPasswordHash : null,
    })),
  );
  return { list: rows.map((r, k) => ({ ...r.plan, id: ids[k]! })), venues, locationIds };
}

/** Number of days a project or crew spans (inclusive). */
export const spanDays = (from: string, to: string | null | undefined) => daysBetween(from, to ?? from) + 1;
