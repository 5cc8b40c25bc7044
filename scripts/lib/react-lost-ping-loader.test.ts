// The loader that keeps React 19.2's lost ping (react-lost-ping-loader.cjs), on the React DOM
// client files of the installed Next. It fails once Next ships a React that records the ping.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const { keepLostPing, REACT_DOM_CLIENT } = require('./react-lost-ping-loader.cjs') as {
  keepLostPing: (source: string, file: string) => string;
  REACT_DOM_CLIENT: RegExp;
};

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

describe('react-lost-ping-loader', () => {
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

  it('refuses code it was not written for, instead of passing it on unrepaired', () => {
    expect(() => keepLostPing('function pingSuspendedRoot(root) { somethingElse(); }', 'x.js')).toThrow(
      /react-lost-ping-loader: expected pingSuspendedRoot's dropped branch once in x\.js, found it 0 times/,
    );
  });
});
