/** @jest-environment jsdom */
import { act, Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { OFFLINE_QUEUE_KEY, type TQueuedAction } from './offline-queue';
import { useOutbox, useRefused } from './use-outbox';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A screen with the outbox. */
function Screen() {
  const { queue } = useOutbox();
  const refused = useRefused();
  return <p>{`${queue.length} waiting, ${refused.length} refused`}</p>;
}

/** Hydrates the server's HTML of the screen; `renders` counts the browser's commits of it (React's Profiler). */
async function hydrate(): Promise<{ renders: number; text: string | null }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Screen />);
  document.body.append(container);
  let renders = 0;
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Profiler id="screen" onRender={() => (renders += 1)}>
        <Screen />
      </Profiler>,
    );
  });
  const text = container.textContent;
  await act(async () => root?.unmount());
  container.remove();
  return { renders, text };
}

const at = '2026-06-01T09:00:00.000Z';
const answer: TQueuedAction = {
  clientId: 'a1',
  kind: 'jobAnswer',
  path: '/jobs/4/confirmation',
  body: { accept: true, at },
  at,
  crewId: null,
  date: null,
  jobId: 4,
  ifMatch: '"1"',
  queuedAt: at,
  attempts: 0,
};

describe('useOutbox on a hydrated screen', () => {
  afterEach(() => window.localStorage.clear());

  it('renders once when nothing waits: the browser list is the server one', async () => {
    const { renders, text } = await hydrate();
    expect(text).toBe('0 waiting, 0 refused');
    expect(renders).toBe(1);
  });

  it('renders once when the stored queue is empty', async () => {
    window.localStorage.setItem(OFFLINE_QUEUE_KEY, '[]');
    const { renders } = await hydrate();
    expect(renders).toBe(1);
  });

  it('renders again with what waits in this browser', async () => {
    window.localStorage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify([answer]));
    const { renders, text } = await hydrate();
    expect(text).toBe('1 waiting, 0 refused');
    expect(renders).toBe(2);
  });
});
