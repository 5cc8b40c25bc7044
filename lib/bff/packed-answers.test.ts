import { packPlanningCalendar } from '@/lib/bff/packed-answers';
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

  it('sends each person, project, crew and function once, and the entries by their ids', () => {
    const { entries } = packPlanningCalendar(calendar);
    expect(entries.refs).toEqual({ person: [ann, bob], project: [festival, fair], crew: [stage], function: [hand] });
    expect(entries.rows.map((e) => [e.key, e.person, e.project, e.crew, e.function])).toEqual([
      ['a1', 1, 1, 10, 20],
      ['a2', 1, 1, 10, 20],
      ['a3', 2, 2, 10, 20],
      ['b4', 2, null, null, null],
    ]);
    expect(JSON.stringify(packPlanningCalendar(calendar)).length).toBeLessThan(JSON.stringify(calendar).length);
  });
});
