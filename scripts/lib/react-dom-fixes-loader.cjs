// A webpack loader for the React DOM client that Next 15.5 bundles (a 19.2 canary of August
// 2025): it applies two fixes React made later, on the source Next ships. Each one throws when
// the code it repairs is not there exactly once, so a Next update cannot pass it on unrepaired;
// scripts/lib/react-dom-fixes-loader.test.ts checks both against the installed Next, and fails
// once a Next update ships a React with a fix (then that fix goes, and the loader with the last).
'use strict';

/**
 * The lost ping. When a transition renders a Flight element whose row has not arrived yet,
 * React suspends; if the row then lands while React is still in its render phase,
 * pingSuspendedRoot neither restarts nor records the ping, so the transition never renders
 * again. The page keeps its old content, useTransition stays pending, and Next's router queue is
 * stuck: later links do nothing until a full reload. Large server answers (React outlines rows
 * past a few kB) made this happen after `router.refresh()` on long lists (Try again, a saved
 * form). React's main branch records the pinged lanes in that case; this makes the same change.
 */
const DROPPED_PING =
  /\?\s*(0 === \(executionContext & 2\)|\(executionContext & RenderContext\) === NoContext)\s*&&\s*prepareFreshStack\(root, 0\)(\s*):\s*\(workInProgressRootPingedLanes \|= pingedLanes\)/g;

/**
 * The hydration cursor on replay (react/react#35494). While hydrating, a host element whose
 * children hold a Flight row still on its way (a lazy node) suspends as that element; when the
 * row lands within the same time slice, React replays the element without moving the hydration
 * cursor back: the element then tries to claim its own first child, and hydration fails with
 * error #418 although the server's HTML and the client's tree are the same. React then throws
 * the server's HTML away and renders the whole page again in the browser. It happened on a busy
 * machine on pages with large server-rendered parts (the plus-crew dashboard's month table).
 * React's fix (popHydrationStateOnInterruptedWork in replayBeginWork) puts the cursor back on
 * the element before it is begun again; this inlines that function at the same place.
 */
const HOST_REPLAY = /case 5:(\s*)resetHooksOnUnwind\((\w+)\);(\s*)default:/g;

function exactlyOnce(source, pattern, what, file) {
  const found = [...source.matchAll(pattern)].length;
  if (found !== 1)
    throw new Error(
      `react-dom-fixes-loader: expected ${what} once in ${file}, found it ${found} times; ` +
        'if this React already has the fix, remove it from the loader (and the loader from next.config.mjs when none is left)',
    );
}

/** The React DOM client with the ping kept. */
function keepLostPing(source, file) {
  exactlyOnce(source, DROPPED_PING, "pingSuspendedRoot's dropped branch", file);
  return source.replace(
    DROPPED_PING,
    (_, outsideRender, space) =>
      `? ${outsideRender} ? prepareFreshStack(root, 0) : (workInProgressRootPingedLanes |= pingedLanes)${space}: (workInProgressRootPingedLanes |= pingedLanes)`,
  );
}

/** The React DOM client with the hydration cursor put back before a host element is replayed. */
function rewindHydrationOnReplay(source, file) {
  exactlyOnce(source, HOST_REPLAY, "replaySuspendedUnitOfWork's host element case", file);
  return source.replace(HOST_REPLAY, (_, space, fiber, beforeDefault) =>
    [
      `case 5:${space}resetHooksOnUnwind(${fiber});`,
      // react/react#35494, popHydrationStateOnInterruptedWork: outside a hydration context,
      // nothing; after an insertion, hydrate the siblings again; else claim this node again.
      `${space}${fiber} === hydrationParentFiber &&`,
      ` (isHydrating`,
      ` ? (popToNextHostParent(${fiber}), null != ${fiber}.stateNode && (nextHydratableInstance = ${fiber}.stateNode))`,
      ` : (popToNextHostParent(${fiber}), (isHydrating = !0)));`,
      `${beforeDefault}default:`,
    ].join(''),
  );
}

function applyFixes(source, file) {
  return rewindHydrationOnReplay(keepLostPing(source, file), file);
}

module.exports = function reactDomFixesLoader(source) {
  return applyFixes(source, this.resourcePath);
};
module.exports.keepLostPing = keepLostPing;
module.exports.rewindHydrationOnReplay = rewindHydrationOnReplay;
module.exports.applyFixes = applyFixes;
/** The files the rule in next.config.mjs sends through this loader. */
module.exports.REACT_DOM_CLIENT =
  /[\\/]next[\\/]dist[\\/]compiled[\\/]react-dom(-experimental)?[\\/]cjs[\\/]react-dom-client\.(production|development)\.js$/;
