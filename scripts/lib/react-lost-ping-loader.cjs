// A webpack loader for the React DOM client that Next 15.5 bundles (a 19.2 canary): it keeps a
// "ping" that React 19.2 drops. When a transition renders a Flight element whose row has not
// arrived yet, React suspends; if the row then lands while React is still in its render phase,
// pingSuspendedRoot neither restarts nor records the ping, so the transition never renders again.
// The page keeps its old content, useTransition stays pending, and Next's router queue is stuck:
// later links do nothing until a full reload. Large server answers (React outlines rows past a
// few kB) made this happen after `router.refresh()` on long lists (Try again, a saved form).
// React's main branch records the pinged lanes in that case; this applies the same change.
// scripts/lib/react-lost-ping-loader.test.ts checks it against the installed Next, and fails once
// a Next update ships a React with the fix (then this loader and its rule in next.config.mjs go).
'use strict';

/** The dropped branch: during the render phase (`executionContext & RenderContext`) nothing happens. */
const DROPPED =
  /\?\s*(0 === \(executionContext & 2\)|\(executionContext & RenderContext\) === NoContext)\s*&&\s*prepareFreshStack\(root, 0\)(\s*):\s*\(workInProgressRootPingedLanes \|= pingedLanes\)/g;

/** The React DOM client with the ping kept; throws when the code is not the one this was written for. */
function keepLostPing(source, file) {
  const found = [...source.matchAll(DROPPED)];
  if (found.length !== 1)
    throw new Error(
      `react-lost-ping-loader: expected pingSuspendedRoot's dropped branch once in ${file}, found it ${found.length} times; ` +
        'if this React already records the ping, remove the loader and its rule in next.config.mjs',
    );
  return source.replace(
    DROPPED,
    (_, outsideRender, space) =>
      `? ${outsideRender} ? prepareFreshStack(root, 0) : (workInProgressRootPingedLanes |= pingedLanes)${space}: (workInProgressRootPingedLanes |= pingedLanes)`,
  );
}

module.exports = function reactLostPingLoader(source) {
  return keepLostPing(source, this.resourcePath);
};
module.exports.keepLostPing = keepLostPing;
/** The files the rule in next.config.mjs sends through this loader. */
module.exports.REACT_DOM_CLIENT =
  /[\\/]next[\\/]dist[\\/]compiled[\\/]react-dom(-experimental)?[\\/]cjs[\\/]react-dom-client\.(production|development)\.js$/;
