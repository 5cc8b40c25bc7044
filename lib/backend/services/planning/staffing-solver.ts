// Runs the staffing model (lib/domain/planning/staffing-model.ts) through HiGHS, a real MIP
// solver compiled to WebAssembly (the `highs` package): written by people who do this for a
// living, where a solver of our own would be neither as fast nor as sure of its optimum.
// The greedy baseline is its first solution, so that it only ever improves on it; past the time
// limit, the best solution found so far is the answer. HiGHS solves synchronously: a caller that
// must stay responsive runs this off its main thread.
import loadHighs from 'highs';
import {
  FILL_WEIGHT,
  columnOf,
  greedyStaffing,
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

const objectiveOf = (assignments: readonly TStaffingCandidate[]) =>
  assignments.reduce((n, a) => n + FILL_WEIGHT + a.score, 0);

export async function solveStaffing(input: TStaffingInput, timeLimitSeconds: number): Promise<TStaffingSolution> {
  solver ??= loadHighs();
  const highs = await solver;
  const greedy = greedyStaffing(input);
  const itemIds = new Set(input.items.map((i) => i.id));
  const { status, chosen } = highs.withModel({ format: 'lp', data: staffingModel(input) }, (model) => {
    model.options.set({ output_flag: false, time_limit: timeLimitSeconds });
    if (greedy.length > 0)
      model.setSolution({
        indices: greedy.map((c) => model.getColByName(columnOf(c))),
        values: greedy.map(() => 1),
      });
    model.run();
    const code = model.getModelStatus();
    const { optimal, timeLimit } = highs.constants.modelStatus;
    if (code !== optimal && code !== timeLimit)
      throw new Error(`The staffing model could not be solved (HiGHS model status ${code})`);
    const values = model.getSolution().colValue;
    return {
      status: code === optimal ? ('optimal' as const) : ('timeLimit' as const),
      chosen: input.candidates.filter(
        (c) => itemIds.has(c.itemId) && (values[model.getColByName(columnOf(c))] ?? 0) > 0.5,
      ),
    };
  });
  // Cut short before HiGHS had taken the start in, its answer may be worse than greedy's.
  const assignments = objectiveOf(chosen) >= objectiveOf(greedy) ? chosen : greedy;
  return { status, assignments, objective: objectiveOf(assignments) };
}
