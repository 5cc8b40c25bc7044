// Next's work store, as the browser build sees it. next/dynamic's preload component reads it only
// on the server (it returns at once in the browser), yet its import carried the store and
// Next's AsyncLocalStorage stand-in into the first load of every page with a lazy part (about
// 0.75 kB). In the browser that stand-in never holds a store, so this one has none either; the
// browser build swaps it in (next.config.mjs).
const unavailable = () => {
  throw new Error('Invariant: AsyncLocalStorage accessed in runtime where it is not available');
};
export const workAsyncStorage = {
  getStore: () => undefined,
  run: unavailable,
  exit: unavailable,
  enterWith: unavailable,
};
