// Work a screen will want soon but not to show itself (a form's schema chunk): started by the
// user's first touch, key, focus or click anywhere on the page, or else once the page has been up
// a few seconds and the browser is idle, so that it never adds to the page's start-up (the
// schema chunk would be one of the longest tasks of the first load of every screen with a form).
// Work asked for once the page has started up (a dialog opened later) runs at once.

/** How long after mounting the work waits for the browser's idle time if nobody touched the page. */
export const START_UP_MS = 4000;
/** How long an idle callback may wait before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;
// A click too: assistive technology may activate a control with a click alone.
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/** Whether this page has started up: a user interacted with it, or start-up work has run. */
let startedUp = false;
const markStartedUp = () => {
  startedUp = true;
};
function watchFirstInteraction() {
  if (typeof window === 'undefined') return;
  for (const type of INTERACTIONS)
    window.addEventListener(type, markStartedUp, { capture: true, passive: true, once: true });
}
watchFirstInteraction();

/** Runs `work` once, on the first interaction or after start-up; returns a cancel function. */
export function afterStartUp(work: () => void, target: Window = window): () => void {
  if (startedUp) {
    work();
    return () => {};
  }
  let done = false;
  let idle: number | null = null;
  const run = () => {
    if (done) return;
    done = true;
    startedUp = true;
    cancel();
    work();
  };
  const timer = target.setTimeout(() => {
    if (typeof target.requestIdleCallback === 'function')
      idle = target.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else run();
  }, START_UP_MS);
  for (const type of INTERACTIONS) target.addEventListener(type, run, { capture: true, passive: true });
  function cancel() {
    target.clearTimeout(timer);
    if (idle !== null && typeof target.cancelIdleCallback === 'function') target.cancelIdleCallback(idle);
    for (const type of INTERACTIONS) target.removeEventListener(type, run, { capture: true });
  }
  return () => {
    done = true;
    cancel();
  };
}

/** For tests: the page starts up again. */
export function resetStartUp() {
  startedUp = false;
  watchFirstInteraction();
}
