import { packPlannerBoard, packPlanningCalendar } from '@/lib/bff/packed-answers';
import type { TBoardPosition, TPlannerBoard } from '@/lib/domain/planning/board';
import { unpackPlannerBoard } from '@/lib/domain/planning/packed-board';
import { unpackPlanningCalendar } from '@/lib/domain/planning/packed-calendar';
import type { TPlanningCalendar, TPlanningEntry } from '@/lib/domain/planning/planning-calendar';

const festival = { id: 1, number: 260001, name: 'Summer Festival Main Stage' };
const fair = { id: 2, number: 260002, name: 'Trade Fair' };
const stage = { id: 10, name: 'Stage build' };
const hand = { id: 20, name: 'Stagehand' };

const entry = (key: string, person: { id: number; name: string }, project: typeof festival | null): TPlanningEntry => ({
  key,
  tone: project ? 'confirmedJob' : 'blockedDate',
  overlaps: false,
  person,
  startDate: '2026-12-14',
  endDate: '2026-12-14',
  startTime: project ? '08:00' : null,
  endTime: project ? '17:00' : null,
  project,
  crew: project ? stage : null,
  function: project ? hand : null,
});

const ann = { id: 1, name: 'Ann' };
const bob = { id: 2, name: 'Bob' };
const calendar: TPlanningCalendar = {
  from: '2026-11-30',
  to: '2027-01-10',
  since: '2026-11-05',
  entries: [entry('a1', ann, festival), entry('a2', ann, festival), entry('a3', bob, fair), entry('b4', bob, null)],
  functions: [hand],
  crews: [stage],
  persons: [ann, bob],
};

describe('the planning calendar as its page hands it over', () => {
  it('unpacks to the very answer, with the entries that have no project, crew or function', () => {
    expect(unpackPlanningCalendar(packPlanningCalendar(calendar))).toEqual(calendar);
  });

  it('unpacks a period without entries', () => {
    const quiet = { ...calendar, entries: [] };
    expect(unpackPlanningCalendar(packPlanningCalendar(quiet))).toEqual(quiet);
  });

  it('sends each person, project, crew and function once, and the entries as columns by their ids', () => {
    const { entries } = packPlanningCalendar(calendar);
    expect(entries.refs).toEqual({ person: [ann, bob], project: [festival, fair], crew: [stage], function: [hand] });
    const { key, person, project, crew, function: fn } = entries.columns;
    expect({ count: entries.count, key, person, project, crew, fn }).toEqual({
      count: 4,
      key: ['a1', 'a2', 'a3', 'b4'],
      person: [1, 1, 2, 2],
      project: [1, 1, 2, null],
      crew: [10, 10, 10, null],
      fn: [20, 20, 20, null],
    });
    expect(JSON.stringify(packPlanningCalendar(calendar)).length).toBeLessThan(JSON.stringify(calendar).length);
  });
});

const position = (id: number, project: typeof festival): TBoardPosition => ({
  id,
  crewItemId: id * 10,
  status: 'confirmed',
  kind: 'work',
  project,
  crew: stage,
  function: hand,
  startDate: '2026-12-14',
  endDate: null,
  startTime: '08:00',
  endTime: '17:00',
  doubleBooked: false,
});

const board: TPlannerBoard = {
  from: '2026-12-01',
  to: '2026-12-31',
  timeZone: 'Europe/Amsterdam',
  bankHolidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
  persons: [
    { ...ann, positions: [position(1, festival), position(2, fair)], absences: [] },
    {
      ...bob,
      positions: [],
      absences: [{ kind: 'blockedDate', id: 7, startDate: '2026-12-02', endDate: '2026-12-02', paid: null }],
    },
    { id: 3, name: 'Cem', positions: [position(3, festival)], absences: [] },
  ],
  page: 1,
  pageSize: 200,
  total: 3,
};

describe('the crew planner board as its page hands it over', () => {
  it('unpacks a page whose persons have no positions at all', () => {
    const idle = { ...board, persons: board.persons.map((p) => ({ ...p, positions: [] })) };
    expect(packPlannerBoard(idle).positions).toEqual({
      count: 0,
      columns: {},
      refs: { project: [], crew: [], function: [] },
    });
    expect(unpackPlannerBoard(packPlannerBoard(idle))).toEqual(idle);
  });

  it('unpacks to the very answer, each person with its own positions (none included)', () => {
    expect(unpackPlannerBoard(packPlannerBoard(board))).toEqual(board);
  });

  it('sends each project, crew and function once, and the positions as columns by their ids', () => {
    const packed = packPlannerBoard(board);
    expect(packed.persons.map((p) => [p.name, p.positions])).toEqual([
      ['Ann', 2],
      ['Bob', 0],
      ['Cem', 1],
    ]);
    expect(packed.positions.refs).toEqual({ project: [festival, fair], crew: [stage], function: [hand] });
    const { id, project, crew, function: fn } = packed.positions.columns;
    expect({ id, project, crew, fn }).toEqual({
      id: [1, 2, 3],
      project: [1, 2, 1],
      crew: [10, 10, 10],
      fn: [20, 20, 20],
    });
  });
});
