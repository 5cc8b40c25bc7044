import { createToastStore, DEFAULT_TOAST_TIME_MS } from './toast-store';

function fakeTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  let seq = 0;
  return {
    set: (fn: () => void, ms: number) => {
      pending.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clear: (h: unknown) => {
      pending.delete(h as number);
    },
    advance(ms: number) {
      now += ms;
      for (const [h, t] of [...pending])
        if (t.at <= now) {
          pending.delete(h);
          t.fn();
        }
    },
    pendingCount: () => pending.size,
  };
}

describe('toast store', () => {
  it('removes a toast after the default 3000 ms', () => {
    const timers = fakeTimers();
    const store = createToastStore(timers);
    store.add({ type: 'info', message: 'Saved' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.time).toBe(DEFAULT_TOAST_TIME_MS);
    timers.advance(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    timers.advance(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a toast with time 0 until it is clicked', () => {
    const timers = fakeTimers();
    const store = createToastStore(timers);
    const id = store.add({ type: 'warning', message: 'Update', time: 0 });
    expect(timers.pendingCount()).toBe(0);
    timers.advance(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.click(id!);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('does not add a second toast of the same type and message', () => {
    const store = createToastStore(fakeTimers());
    expect(store.add({ type: 'error', message: 'Failed' })).not.toBeNull();
    expect(store.add({ type: 'error', message: 'Failed' })).toBeNull();
    expect(store.add({ type: 'info', message: 'Failed' })).not.toBeNull();
    expect(store.add({ type: 'error', message: 'Other' })).not.toBeNull();
    expect(store.getSnapshot().map((t) => `${t.type}:${t.message}`)).toEqual([
      'error:Failed',
      'info:Failed',
      'error:Other',
    ]);
  });

  it('accepts the same toast again once the first is gone', () => {
    const timers = fakeTimers();
    const store = createToastStore(timers);
    store.add({ type: 'success', message: 'Done' });
    timers.advance(DEFAULT_TOAST_TIME_MS);
    expect(store.add({ type: 'success', message: 'Done' })).not.toBeNull();
  });

  it('runs the action on click, closes the toast and cancels its timer', () => {
    const timers = fakeTimers();
    const store = createToastStore(timers);
    const onClick = jest.fn();
    const id = store.add({ type: 'success', message: 'Open', onClick });
    store.click(id!);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(timers.pendingCount()).toBe(0);
    store.click(id!);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers about every change', () => {
    const store = createToastStore(fakeTimers());
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.add({ type: 'info', message: 'A' });
    store.remove(id!);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add({ type: 'info', message: 'B' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
