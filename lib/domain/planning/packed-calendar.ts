// The planning calendar's answer as its server page hands it to the screen
// (lib/domain/ref-packing.ts says why): each person, project, crew and function once. Packed by
// lib/bff/packed-answers.ts.
import { unpackRows, type TPackedRows } from '../ref-packing';
import type { TPlanningCalendar, TPlanningEntry } from './planning-calendar';

/** The fields of an entry that are packed. */
export type TEntryRef = 'person' | 'project' | 'crew' | 'function';

export type TPackedPlanningCalendar = Omit<TPlanningCalendar, 'entries'> & {
  entries: TPackedRows<TPlanningEntry, TEntryRef>;
};

export function unpackPlanningCalendar({ entries, ...rest }: TPackedPlanningCalendar): TPlanningCalendar {
  return { ...rest, entries: unpackRows(entries) };
}
