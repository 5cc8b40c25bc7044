// Runs the staffing model (lib/domain/planning/staffing-model.ts) through HiGHS, a real MIP
// solver compiled to WebAssembly (the `highs` package): written by people who do this for a
// living, where a solver of our own would be neither as fast nor as sure of its optimum.
// HiGHS solves synchronously: a caller that must stay responsive runs this off its main thread.
// Past the time limit, the best solution found so far is the answer.
import loadHighs from 'highs';
import {
  FILL_WEIGHT,
  proposedAssignments,
  staffingModel,
  type TStaffingCandidate,
  type TStaffingInput,
} from '../../../domain/planning/staffing-model';

type THighs = Awaited<ReturnType<typeof loadHighs>>;
let solver: Promise<THighs> | null = null;

export type TStaffingSolution = {
  /** `optimal`: proved best; `timeLimit`: the best found when the time ran out. */
  status: 'optimal' | 'timeLimit';
  assignments: TStaffingCandidate[];
  objective: number;
};

export async function solveStaffing(input: TStaffingInput, timeLimitSeconds: number): Promise<TStaffingSolution> {
  solver ??= loadHighs();
  const result = (await solver).solve(staffingModel(input), {
    output_flag: false,
    time_limit: timeLimitSeconds,
  });
  if (result.Status !== 'Optimal' && result.Status !== 'Time limit reached')
    throw new Error(`The staffing model could not be solved: ${result.Status}`);
  // A time-limited run without any solution yet has no values: it proposes nothing, which every
  // rule allows.
  const assignments = proposedAssignments(input, result.Columns as Record<string, { Primal?: number }>);
  return {
    status: result.Status === 'Optimal' ? 'optimal' : 'timeLimit',
    assignments,
    objective: assignments.reduce((n, a) => n + FILL_WEIGHT + a.score, 0),
  };
}
