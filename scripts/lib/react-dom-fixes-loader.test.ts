// The two fixes of react-dom-fixes-loader.cjs, on the React DOM client files of the installed
// Next: each changes its one place and nothing else. They fail once Next ships a React that has
// the fix (react-dom-fixes-hydration.test.ts shows the hydration fix at work).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
type TFix = (source: string, file: string) => string;
type TLoader = Record<'keepLostPing' | 'rewindHydrationOnReplay' | 'applyFixes', TFix> & { REACT_DOM_CLIENT: RegExp };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const loader = require('./react-dom-fixes-loader.cjs') as TLoader;
const { keepLostPing, rewindHydrationOnReplay, applyFixes, REACT_DOM_CLIENT } = loader;

const compiled = join(dirname(require.resolve('next/package.json')), 'dist', 'compiled');
const clientFiles = ['react-dom', 'react-dom-experimental'].flatMap((dir) =>
  readdirSync(join(compiled, dir, 'cjs'))
    .map((name) => join(compiled, dir, 'cjs', name))
    .filter((file) => REACT_DOM_CLIENT.test(file)),
);

/** pingSuspendedRoot's body, from its name to the next function. */
const pingFunction = (source: string) => {
  const start = source.indexOf('function pingSuspendedRoot(');
  return source.slice(start, source.indexOf('function retryTimedOutBoundary(', start));
};

describe('react-dom-fixes-loader', () => {
  it('finds the production and development React DOM clients of the installed Next', () => {
    expect(clientFiles.map((f) => f.split(/[\\/]/).slice(-3).join('/')).sort()).toEqual([
      'react-dom-experimental/cjs/react-dom-client.development.js',
      'react-dom-experimental/cjs/react-dom-client.production.js',
      'react-dom/cjs/react-dom-client.development.js',
      'react-dom/cjs/react-dom-client.production.js',
    ]);
  });

  it.each(clientFiles)('records a ping that lands during the render phase in %s', (file) => {
    const source = readFileSync(file, 'utf8');
    const before = pingFunction(source);
    const after = pingFunction(keepLostPing(source, file));
    // Before: a ping in the render phase was dropped (`&& prepareFreshStack`, no else).
    expect(before).toMatch(/&&\s*prepareFreshStack\(root, 0\)/);
    expect(before.match(/workInProgressRootPingedLanes \|= pingedLanes/g)).toHaveLength(1);
    // After: outside the render phase React restarts as before; inside it the lanes are recorded.
    expect(after).toMatch(/\? prepareFreshStack\(root, 0\) : \(workInProgressRootPingedLanes \|= pingedLanes\)/);
    expect(after.match(/workInProgressRootPingedLanes \|= pingedLanes/g)).toHaveLength(2);
    // Nothing else in the file changes.
    expect(keepLostPing(source, file).replace(after, '')).toBe(source.replace(before, ''));
  });

  /** replaySuspendedUnitOfWork's body, from its name to the next function. */
  const replayFunction = (source: string) => {
    const start = source.indexOf('function replaySuspendedUnitOfWork(');
    return source.slice(start, source.indexOf('function throwAndUnwindWorkLoop(', start));
  };

  it.each(clientFiles)('puts the hydration cursor back before a host element is replayed in %s', (file) => {
    const source = readFileSync(file, 'utf8');
    const before = replayFunction(source);
    const after = replayFunction(rewindHydrationOnReplay(source, file));
    // Before: the host element was begun again with the cursor where its children had left it.
    expect(before).not.toMatch(/nextHydratableInstance/);
    // After: the cursor is back on the element when it was the hydration parent.
    expect(after).toMatch(/resetHooksOnUnwind\((\w+)\);\s*\1 === hydrationParentFiber &&/);
    expect(after).toMatch(
      /nextHydratableInstance = (\w+)\.stateNode\)\) : \(popToNextHostParent\(\1\), \(isHydrating = !0\)\)\);\s*default:/,
    );
    expect(rewindHydrationOnReplay(source, file).replace(after, '')).toBe(source.replace(before, ''));
  });

  it.each(clientFiles)('applies both fixes to %s', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(applyFixes(source, file)).toBe(rewindHydrationOnReplay(keepLostPing(source, file), file));
  });

  it('refuses code it was not written for, instead of passing it on unrepaired', () => {
    expect(() => keepLostPing('function pingSuspendedRoot(root) { somethingElse(); }', 'x.js')).toThrow(
      /react-dom-fixes-loader: expected pingSuspendedRoot's dropped branch once in x\.js, found it 0 times/,
    );
    expect(() =>
      rewindHydrationOnReplay('function replaySuspendedUnitOfWork(u) { switch (u.tag) {} }', 'x.js'),
    ).toThrow(
      /react-dom-fixes-loader: expected replaySuspendedUnitOfWork's host element case once in x\.js, found it 0 times/,
    );
  });
});
