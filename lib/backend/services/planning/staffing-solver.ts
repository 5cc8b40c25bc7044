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
  /** `optimal`: proved best; `timeLimit`: the best found when the time ran out, or among the
   *  best-scored candidates of each row when there were many (modelCandidates). */
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

/** Candidates kept per open row of an item for the model: the best-scored, and greedy's own. */
const CANDIDATES_PER_ROW = 8;
const MIN_CANDIDATES_PER_ITEM = 24;

/**
 * The model's candidates: for each item its best-scored few (a large tenant has hundreds of free
 * people for a row, each a column, far more than the solver can search in its time limit), and
 * every candidate greedy chose, so that its answer stays a solution of the model. Rows the
 * smaller model leaves open are filled up from all candidates afterwards.
 */
function modelCandidates(input: TStaffingInput, greedy: readonly TStaffingCandidate[]): TStaffingCandidate[] {
  const chosen = new Set(greedy);
  const out: TStaffingCandidate[] = [];
  for (const item of input.items) {
    const keep = Math.max(MIN_CANDIDATES_PER_ITEM, CANDIDATES_PER_ROW * item.openRows);
    const ranked = input.candidates
      .filter((c) => c.itemId === item.id)
      .sort((a, b) => b.score - a.score || a.personId - b.personId);
    out.push(...ranked.filter((c, i) => i < keep || chosen.has(c)));
  }
  return out;
}

export async function solveStaffing(input: TStaffingInput, timeLimitSeconds: number): Promise<TStaffingSolution> {
  const greedy = greedyStaffing(input);
  const candidates = modelCandidates(input, greedy);
  const { lp, startOf } = staffingModel({ ...input, candidates });
  const answer = await runHighs({
    lp,
    start: startOf(greedy),
    columns: candidates.map(columnOf),
    timeLimitSeconds,
  });
  if ('error' in answer) throw new Error(`The staffing model could not be solved: ${answer.error}`);
  const chosen = new Set(answer.chosen);
  const solved = candidates.filter((c) => chosen.has(columnOf(c)));
  // Cut short before HiGHS had taken the start in, its answer may be worse than greedy's; a row
  // may stay open that someone outside the model's candidates (or, cut short, anyone) could still
  // take: fill those up.
  const best = objectiveOf(input, solved) >= objectiveOf(input, greedy) ? solved : greedy;
  const assignments = greedyStaffing(input, best);
  // Proved best only when the model held every candidate.
  const whole = candidates.length === input.candidates.filter((c) => input.items.some((i) => i.id === c.itemId)).length;
  return {
    status: answer.status === 'optimal' && whole ? 'optimal' : 'timeLimit',
    assignments,
    objective: objectiveOf(input, assignments),
  };
}
