// The planning calendar's answer as its server page hands it to the screen
// (lib/domain/ref-packing.ts says why): each person, project, crew and function once. Packed by
// lib/bff/packed-answers.ts.
import type { TPackedRows } from '../ref-packing';
import type { TPlanningCalendar, TPlanningEntry } from './planning-calendar';

/** The fields of an entry that are packed. */
export type TEntryRef = 'person' | 'project' | 'crew' | 'function';

export type TPackedPlanningCalendar = Omit<TPlanningCalendar, 'entries'> & {
  entries: TPackedRows<TPlanningEntry, TEntryRef>;
};

export function unpackPlanningCalendar({ entries, ...rest }: TPackedPlanningCalendar): TPlanningCalendar {
  const { rows, refs } = entries;
  const persons = new Map(refs.person.map((r) => [r.id, r]));
  const projects = new Map(refs.project.map((r) => [r.id, r]));
  const crews = new Map(refs.crew.map((r) => [r.id, r]));
  const functions = new Map(refs.function.map((r) => [r.id, r]));
  return {
    ...rest,
    entries: rows.map((e) => ({
      ...e,
      person: persons.get(e.person)!,
      project: e.project === null ? null : projects.get(e.project)!,
      crew: e.crew === null ? null : crews.get(e.crew)!,
      function: e.function === null ? null : functions.get(e.function)!,
    })),
  };
}
