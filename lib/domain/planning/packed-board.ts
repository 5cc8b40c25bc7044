// The crew planner board's answer as its server page hands it to the screen
// (lib/domain/ref-packing.ts says why): each project, crew and function once, and all persons'
// positions in one list, each person keeping how many of them are its own. Packed by
// lib/bff/packed-answers.ts. The screen's own unpacking, not one shared with the planning
// calendar's: a shared one becomes a chunk both screens load first.
import type { TPackedRows } from '../ref-packing';
import type { TBoardPerson, TBoardPosition, TPlannerBoard } from './board';

/** The fields of a position that are packed. */
export type TPositionRef = 'project' | 'crew' | 'function';

export type TPackedPlannerBoard = Omit<TPlannerBoard, 'persons'> & {
  /** Each person with the number of its positions, which follow one another in `positions`. */
  persons: (Omit<TBoardPerson, 'positions'> & { positions: number })[];
  positions: TPackedRows<TBoardPosition, TPositionRef>;
};

export function unpackPlannerBoard({ persons, positions, ...rest }: TPackedPlannerBoard): TPlannerBoard {
  const { rows, refs } = positions;
  const projects = new Map(refs.project.map((r) => [r.id, r]));
  const crews = new Map(refs.crew.map((r) => [r.id, r]));
  const functions = new Map(refs.function.map((r) => [r.id, r]));
  let next = 0;
  return {
    ...rest,
    persons: persons.map((person) => {
      const own = rows.slice(next, next + person.positions);
      next += person.positions;
      return {
        ...person,
        positions: own.map((p) => ({
          ...p,
          project: projects.get(p.project)!,
          crew: crews.get(p.crew)!,
          function: functions.get(p.function)!,
        })),
      };
    }),
  };
}
