// Runs the staffing model (lib/domain/planning/staffing-model.ts) through HiGHS, a real MIP
// solver compiled to WebAssembly (the `highs` package): written by people who do this for a
// living, where a solver of our own would be neither as fast nor as sure of its optimum. Each
// solve runs in a worker thread of its own (highs-worker.mjs), as HiGHS blocks the thread it runs
// on. The greedy baseline is its first solution, so that it only ever improves on it; past the
// time limit, the best solution found so far is the answer, with any row someone could still
// take filled up.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  columnOf,
  greedyStaffing,
  objectiveOf,
  staffingModel,
  type TStaffingCandidate,
  type TStaffingInput,
} from '../../../domain/planning/staffing-model';

export type TStaffingSolution = {
  /** `optimal`: proved best; `timeLimit`: the best found when the time ran out. */
  status: 'optimal' | 'timeLimit';
  assignments: TStaffingCandidate[];
  objective: number;
};

type TWorkerAnswer = { status: TStaffingSolution['status']; chosen: string[] } | { error: string };

function runHighs(workerData: { lp: string; start: string[]; columns: string[]; timeLimitSeconds: number }) {
  return new Promise<TWorkerAnswer>((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'highs-worker.mjs'), { workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The solver thread ended (${code}) without an answer`)));
  });
}

export async function solveStaffing(input: TStaffingInput, timeLimitSeconds: number): Promise<TStaffingSolution> {
  const itemIds = new Set(input.items.map((i) => i.id));
  const candidates = input.candidates.filter((c) => itemIds.has(c.itemId));
  const greedy = greedyStaffing(input);
  const { lp, startOf } = staffingModel(input);
  const answer = await runHighs({
    lp,
    start: startOf(greedy),
    columns: candidates.map(columnOf),
    timeLimitSeconds,
  });
  if ('error' in answer) throw new Error(`The staffing model could not be solved: ${answer.error}`);
  const chosen = new Set(answer.chosen);
  const solved = candidates.filter((c) => chosen.has(columnOf(c)));
  // Cut short before HiGHS had taken the start in, its answer may be worse than greedy's; cut
  // short at all, a row may stay open that someone could still take: fill those up.
  const best = objectiveOf(input, solved) >= objectiveOf(input, greedy) ? solved : greedy;
  const assignments = answer.status === 'optimal' ? best : greedyStaffing(input, best);
  return { status: answer.status, assignments, objective: objectiveOf(input, assignments) };
}
