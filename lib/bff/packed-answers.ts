// The planning calendar's answer packed for its screen's first paint (lib/domain/ref-packing.ts
// says why); the screen unpacks it (lib/domain/planning/packed-calendar.ts).
import { packRefs } from '@/lib/domain/ref-packing';
import type { TPlanningCalendar } from '@/lib/domain/planning';
import type { TEntryRef, TPackedPlanningCalendar } from '@/lib/domain/planning/packed-calendar';

const ENTRY_REFS: readonly TEntryRef[] = ['person', 'project', 'crew', 'function'];

export function packPlanningCalendar({ entries, ...rest }: TPlanningCalendar): TPackedPlanningCalendar {
  return { ...rest, entries: packRefs(entries, ENTRY_REFS) };
}
