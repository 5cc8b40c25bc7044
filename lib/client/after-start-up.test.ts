/** @jest-environment jsdom */
// afterStartUp: a screen's deferred work runs once, on the first interaction or after start-up
// when the browser is idle, never twice, and not at all once cancelled.
import { afterStartUp, resetStartUp, START_UP_MS } from './after-start-up';

describe('afterStartUp', () => {
  let idle: ((deadline: IdleDeadline) => void)[];
  beforeEach(() => {
    resetStartUp();
    jest.useFakeTimers();
    idle = [];
    window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => idle.push(cb));
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => jest.useRealTimers());
  const runIdle = () => idle.splice(0).forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 50 }));

  it.each(['pointerdown', 'keydown', 'focusin', 'click'])('runs at once on the first %s, and only once', (type) => {
    const work = jest.fn();
    afterStartUp(work);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    jest.advanceTimersByTime(START_UP_MS);
    runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without an interaction, waits for start-up and then for the idle time', () => {
    const work = jest.fn();
    afterStartUp(work);
    jest.advanceTimersByTime(START_UP_MS - 1);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    runIdle();
    expect(work).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('once the page has started up (a click opened a dialog), runs later work at once', () => {
    document.body.dispatchEvent(new Event('click', { bubbles: true }));
    const work = jest.fn();
    afterStartUp(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the form left the page)', () => {
    const work = jest.fn();
    const cancel = afterStartUp(work);
    cancel();
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    jest.advanceTimersByTime(START_UP_MS);
    runIdle();
    expect(work).not.toHaveBeenCalled();
  });
});
