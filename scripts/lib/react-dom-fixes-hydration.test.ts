/** @jest-environment jsdom */
// The hydration fix of react-dom-fixes-loader.cjs at work, on the React DOM client of the
// installed Next: a host element whose child is a Flight row still on its way (a lazy node),
// hydrated in a transition as Next does, the row landing while React waits for it. Next's
// React as shipped fails to hydrate the server's identical HTML (#418); with the fix it keeps it.
import { readFileSync } from 'node:fs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const { rewindHydrationOnReplay } = require('./react-dom-fixes-loader.cjs') as {
  rewindHydrationOnReplay: (source: string, file: string) => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the React that Next's React DOM uses
const React = require('next/dist/compiled/react') as typeof import('react');

type TClient = typeof import('react-dom/client');
const clientFile = require.resolve('next/dist/compiled/react-dom/cjs/react-dom-client.development.js');

/** A React DOM client evaluated from source, so that each test has its own, patched or not. */
function clientFrom(source: string): TClient {
  const loaded = { exports: {} as TClient };
  new Function('require', 'module', 'exports', 'process', source)(require, loaded, loaded.exports, process);
  return loaded.exports;
}

/**
 * A Flight row as React sees it: a thenable with a status, read through a lazy node. It lands in
 * the microtask after React first meets it, which on a busy machine is before React goes on.
 */
function flightRow(value: React.ReactNode) {
  const row = {
    status: 'pending' as 'pending' | 'fulfilled',
    value: undefined as React.ReactNode,
    met: false,
    then(resolve: () => void) {
      if (row.status === 'fulfilled') resolve();
      else queueMicrotask(() => row.then(resolve));
    },
  };
  const lazy = {
    $$typeof: Symbol.for('react.lazy'),
    _payload: row,
    _init: (r: typeof row) => {
      if (r.status === 'fulfilled') return r.value;
      if (!r.met) {
        r.met = true;
        queueMicrotask(() => {
          r.status = 'fulfilled';
          r.value = value;
        });
        // A busy machine: this slice of React's work outlasts its 5 ms, so React yields to the
        // browser after it (the row lands then) before it goes on.
        for (const start = performance.now(); performance.now() - start < 20;);
      }
      throw r;
    },
  } as unknown as React.ReactNode;
  return { lazy, row };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function hydrate(client: TClient) {
  const h = React.createElement;
  document.body.innerHTML =
    '<div id="root"><main id="outer"><section id="day"><h2>Saturday</h2><p>€3,153.30</p></section><footer>end</footer></main></div>';
  const container = document.getElementById('root')!;
  const section = document.getElementById('day');
  const { lazy, row } = flightRow([h('h2', { key: 'h' }, 'Saturday'), h('p', { key: 'p' }, '€3,153.30')]);
  const errors: string[] = [];
  const app = h('main', { id: 'outer' }, h('section', { id: 'day' }, lazy), h('footer', null, 'end'));
  React.startTransition(() => {
    client.hydrateRoot(container, app, { onRecoverableError: (e) => errors.push(String((e as Error).message)) });
  });
  for (let i = 0; i < 20; i++) await tick();
  // React began the section and met the row on its way.
  expect(row.met).toBe(true);
  return { errors, kept: document.getElementById('day') === section, html: container.innerHTML };
}

describe('the hydration cursor on replay (react/react#35494)', () => {
  const shipped = readFileSync(clientFile, 'utf8');
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("fails to hydrate the server's identical HTML with the React DOM that Next ships", async () => {
    const { errors, kept } = await hydrate(clientFrom(shipped));
    expect(errors.join('\n')).toMatch(/Hydration failed/);
    expect(kept).toBe(false);
  });

  it('hydrates it, keeping the server-rendered nodes, with the fix', async () => {
    const { errors, kept, html } = await hydrate(clientFrom(rewindHydrationOnReplay(shipped, clientFile)));
    expect(errors).toEqual([]);
    expect(kept).toBe(true);
    expect(html).toBe(
      '<main id="outer"><section id="day"><h2>Saturday</h2><p>€3,153.30</p></section><footer>end</footer></main>',
    );
  });
});
