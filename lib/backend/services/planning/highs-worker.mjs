// HiGHS off the backend's main thread (staffing-solver.ts starts one worker thread a solve): it
// solves synchronously, for as long as its time limit, and the backend must go on answering
// meanwhile, other planners' solves included. Plain JavaScript, so that the thread needs no
// TypeScript loader. In: the model as CPLEX LP text, the columns of the first solution (set to 1),
// the columns to read back, the time limit. Out: the status and the columns that came out 1.
import { parentPort, workerData } from 'node:worker_threads';
import loadHighs from 'highs';

const { lp, start, columns, timeLimitSeconds } = workerData;
const highs = await loadHighs();
const answer = highs.withModel({ format: 'lp', data: lp }, (model) => {
  model.options.set({ output_flag: false, time_limit: timeLimitSeconds });
  if (start.length > 0)
    model.setSolution({ indices: start.map((name) => model.getColByName(name)), values: start.map(() => 1) });
  model.run();
  const code = model.getModelStatus();
  const { optimal, timeLimit } = highs.constants.modelStatus;
  if (code !== optimal && code !== timeLimit) return { error: `HiGHS model status ${code}` };
  const values = model.getSolution().colValue;
  return {
    status: code === optimal ? 'optimal' : 'timeLimit',
    chosen: columns.filter((name) => values[model.getColByName(name)] > 0.5),
  };
});
parentPort.postMessage(answer);
