// The planning calendar's and the crew planner board's answers packed for their screens' first
// paint (lib/domain/ref-packing.ts says why); each screen unpacks its own
// (lib/domain/planning/packed-calendar.ts, packed-board.ts).
import { packRefs } from '@/lib/domain/ref-packing';
import type { TPlannerBoard, TPlanningCalendar } from '@/lib/domain/planning';
import type { TEntryRef, TPackedPlanningCalendar } from '@/lib/domain/planning/packed-calendar';
import type { TPackedPlannerBoard, TPositionRef } from '@/lib/domain/planning/packed-board';

const ENTRY_REFS: readonly TEntryRef[] = ['person', 'project', 'crew', 'function'];
const POSITION_REFS: readonly TPositionRef[] = ['project', 'crew', 'function'];

export function packPlanningCalendar({ entries, ...rest }: TPlanningCalendar): TPackedPlanningCalendar {
  return { ...rest, entries: packRefs(entries, ENTRY_REFS) };
}

export function packPlannerBoard({ persons, ...rest }: TPlannerBoard): TPackedPlannerBoard {
  return {
    ...rest,
    persons: persons.map(({ positions, ...person }) => ({ ...person, positions: positions.length })),
    positions: packRefs(
      persons.flatMap((p) => p.positions),
      POSITION_REFS,
    ),
  };
}
