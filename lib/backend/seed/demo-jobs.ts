// Jobs placed by hand for the named demo logins, so that every crew screen has data on any
// day the demo starts: a job today, jobs to confirm, upcoming and past jobs (one no-show, one
// cancelled), a double booking, vacancies applied for, and the crew chief's own crews.
import { addDays, daysBetween } from '../../domain/calendar-days';
import type { TAssignmentStatus } from '../../domain/planning/statuses';
import { DEFAULT_WORKING_TIME_RULES } from '../../domain/planning/working-time';
import type { TBoard } from './board';
import { CREW_CHIEF_FUNCTION, FUNCTIONS, type TFunctionName } from './catalog';
import type { TSeedContext } from './context';
import type { TItem } from './crews';
import type { TCrewPerson, TPeople } from './people';

type TJob = { day: number; status: TAssignmentStatus; doubleBooking?: boolean };

/** The demo logins' jobs keep the default rest between shifts (lib/domain/planning/working-time.ts),
 *  so that each of their requests can be said yes to; only the double booking breaks a rule. */
const REST_MS = DEFAULT_WORKING_TIME_RULES.minRestHours * 3_600_000;
const restedFor = (board: TBoard, person: TCrewPerson, it: TItem) =>
  board.isFree(person.id, it.startsAt - REST_MS, it.endsAt + REST_MS);

const CREW_SCHEDULE: TJob[] = [
  { day: 1, status: 'requested' },
  { day: 4, status: 'hasChanged' },
  { day: 7, status: 'confirmed' },
  { day: 11, status: 'requested' },
  { day: 16, status: 'confirmedWeb' },
  { day: 20, status: 'confirmed', doubleBooking: true },
  { day: 35, status: 'confirmed' },
  { day: -2, status: 'confirmedWeb' },
  { day: -6, status: 'confirmed' },
  { day: -13, status: 'noShow' },
  { day: -21, status: 'confirmed' },
  { day: -34, status: 'cancelled' },
  { day: -50, status: 'confirmedWeb' },
];
const CREW_NL_SCHEDULE: TJob[] = [
  { day: 2, status: 'requested' },
  { day: 5, status: 'confirmed' },
  { day: 9, status: 'hasChanged' },
  { day: 15, status: 'requested' },
  { day: 25, status: 'confirmedWeb' },
  { day: -3, status: 'confirmed' },
  { day: -9, status: 'confirmedWeb' },
  { day: -17, status: 'confirmed' },
  { day: -28, status: 'noShow' },
];

/** The active item nearest to `today + day` (same side of today) that `person` can take. */
function findItem(
  ctx: TSeedContext,
  board: TBoard,
  items: TItem[],
  person: TCrewPerson,
  day: number,
  filter: (it: TItem) => boolean,
) {
  const chiefFn = FUNCTIONS.findIndex(([n]) => n === CREW_CHIEF_FUNCTION);
  const target = addDays(ctx.today, day);
  let best: TItem | null = null;
  let bestScore = Infinity;
  for (const it of items) {
    if (it.status !== 'active' || it.crew.project.type !== 'normal' || !filter(it)) continue;
    if (it.fn === chiefFn && !person.fns.includes(chiefFn)) continue;
    if (day > 0 ? it.startDate <= ctx.today : it.startDate >= ctx.today) continue;
    if (day > 0 && it.crew.project.status !== 'confirmed') continue;
    const distance = Math.abs(daysBetween(target, it.startDate));
    // A job in one of the person's own functions counts as five days closer.
    const score = distance - (person.fns.includes(it.fn) ? 5 : 0);
    if (distance > 30 || score >= bestScore) continue;
    if (board.freeRow(it) === null || board.isOn(it, person.id) || !restedFor(board, person, it)) continue;
    best = it;
    bestScore = score;
  }
  return best;
}

/** A second confirmed job overlapping one of the person's upcoming confirmed jobs, from `fromDay` on;
 *  another crew's item when there is one, else one of the same crew. */
function demoDoubleBooking(ctx: TSeedContext, board: TBoard, items: TItem[], person: TCrewPerson, fromDay: number) {
  const personId = person.id;
  const from = addDays(ctx.today, fromDay);
  const own = board.assignments
    .filter((a) => a.personId === personId && a.status === 'confirmed' && a.item.startDate >= from)
    .sort((a, b) => a.item.startsAt - b.item.startsAt);
  const chiefFn = FUNCTIONS.findIndex(([n]) => n === CREW_CHIEF_FUNCTION);
  const passes: Array<[boolean, boolean]> = [
    [true, false],
    [false, false],
    [false, true],
  ];
  for (const [ownFunction, sameCrewAllowed] of passes) {
    for (const { item } of own) {
      const other = items.find(
        (o) =>
          o.id !== item.id &&
          o.status === 'active' &&
          !o.isVacancy &&
          o.crew.project.type === 'normal' &&
          (ownFunction ? person.fns.includes(o.fn) : o.fn !== chiefFn || person.fns.includes(chiefFn)) &&
          (sameCrewAllowed || o.crew.id !== item.crew.id) &&
          o.startsAt < item.endsAt &&
          item.startsAt < o.endsAt &&
          board.freeRow(o) !== null &&
          !board.isOn(o, personId),
      );
      if (other && board.place(other, personId, 'confirmed')) return;
    }
  }
}

function placeSchedule(
  ctx: TSeedContext,
  board: TBoard,
  items: TItem[],
  person: TCrewPerson,
  today: TItem | undefined,
  schedule: TJob[],
) {
  if (today) board.place(today, person.id, 'confirmed');
  for (const job of schedule) {
    const item = findItem(ctx, board, items, person, job.day, (it) => !it.isVacancy);
    if (item) board.place(item, person.id, job.status, job.status === 'cancelled' ? 'Sick' : null);
  }
  const double = schedule.find((j) => j.doubleBooking);
  if (double) demoDoubleBooking(ctx, board, items, person, Math.min(double.day, 7));
}

/** Two open applications and one withdrawn, on upcoming vacancies the person is free for. */
function applyForVacancies(ctx: TSeedContext, board: TBoard, items: TItem[], person: TCrewPerson) {
  const vacancies = items.filter(
    (it) =>
      it.isVacancy &&
      it.status === 'active' &&
      it.startDate > ctx.today &&
      !board.isOn(it, person.id) &&
      restedFor(board, person, it),
  );
  const fitting = [
    ...vacancies.filter((it) => person.fns.includes(it.fn)),
    ...vacancies.filter((it) => !person.fns.includes(it.fn)),
  ];
  const chosen = fitting.slice(0, 3);
  chosen.forEach((it, k) => board.apply(it, person.id, k < 2 ? 'applied' : 'withdrawn'));
}

export function placeDemoJobs(ctx: TSeedContext, people: TPeople, board: TBoard, items: TItem[]) {
  const firstProject = items[0]?.crew.project.id;
  // Late shifts, so that the job is still on when the demo is opened in the evening.
  const todayItem = (fnName: TFunctionName) =>
    items.find(
      (it) =>
        it.crew.project.id === firstProject &&
        it.startDate === ctx.today &&
        it.fn === FUNCTIONS.findIndex(([n]) => n === fnName) &&
        !it.isVacancy &&
        board.freeRow(it) !== null,
    );

  const { crew, crewNl, chief } = people.demo;
  if (chief) {
    // The crew chief works the crew chief position of every crew they lead.
    const led = items.filter((it) => it.fn === people.chiefFn && it.crew.chiefId === chief.id);
    let toConfirm = false;
    for (const it of led) {
      const upcoming = it.startDate > ctx.today;
      const status: TAssignmentStatus = upcoming && !toConfirm ? 'requested' : upcoming ? 'confirmedWeb' : 'confirmed';
      if (board.place(it, chief.id, status) && status === 'requested') toConfirm = true;
    }
  }
  if (crew) {
    placeSchedule(ctx, board, items, crew, todayItem('Lighting technician'), CREW_SCHEDULE);
    applyForVacancies(ctx, board, items, crew);
  }
  if (crewNl) {
    placeSchedule(ctx, board, items, crewNl, todayItem('Bartender'), CREW_NL_SCHEDULE);
    applyForVacancies(ctx, board, items, crewNl);
  }
}
