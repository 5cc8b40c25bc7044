// The crew planner board's answer as its server page hands it to the screen
// (lib/domain/ref-packing.ts says why): each project, crew and function once, and all persons'
// positions in one list, each person keeping how many of them are its own. Packed by
// lib/bff/packed-answers.ts.
import { unpackRows, type TPackedRows } from '../ref-packing';
import type { TBoardPerson, TBoardPosition, TPlannerBoard } from './board';

/** The fields of a position that are packed. */
export type TPositionRef = 'project' | 'crew' | 'function';

export type TPackedPlannerBoard = Omit<TPlannerBoard, 'persons'> & {
  /** Each person with the number of its positions, which follow one another in `positions`. */
  persons: (Omit<TBoardPerson, 'positions'> & { positions: number })[];
  positions: TPackedRows<TBoardPosition, TPositionRef>;
};

export function unpackPlannerBoard({ persons, positions, ...rest }: TPackedPlannerBoard): TPlannerBoard {
  const rows = unpackRows(positions);
  let next = 0;
  return {
    ...rest,
    persons: persons.map((person) => ({ ...person, positions: rows.slice(next, (next += person.positions)) })),
  };
}
