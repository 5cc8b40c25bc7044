// The tab's one stream of changes, on a scripted EventSource: one stream however many screens
// listen, closed when the last leaves; notes reach every listener; a stream the server refused is
// asked again later, and its listeners hear that notes may have been missed.
import type { TChange } from '../../domain/live/changes';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private handlers = new Map<string, Array<{ fn: (e: unknown) => void; once: boolean }>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: unknown) => void, opts?: { once?: boolean }) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), { fn, once: !!opts?.once }]);
  }
  emit(type: string, event: unknown = {}) {
    const list = this.handlers.get(type) ?? [];
    this.handlers.set(
      type,
      list.filter((h) => !h.once),
    );
    list.forEach((h) => h.fn(event));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

const note = (key: number): TChange => ({ id: key, topic: 'crew', key, projectId: 1, at: '2026-12-03T10:00:00.000Z' });

let stream: typeof import('./change-stream');
beforeEach(async () => {
  jest.useFakeTimers();
  jest.resetModules();
  FakeEventSource.opened = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
  stream = await import('./change-stream');
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe('the stream of changes of a tab', () => {
  it('is one stream for every listener, at /api/v1/changes, closed when the last one leaves', () => {
    const heard: Array<[string, number | null]> = [];
    const stopA = stream.listenToChanges((c) => heard.push(['a', c?.key ?? null]));
    const stopB = stream.listenToChanges((c) => heard.push(['b', c?.key ?? null]));
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/v1/changes']);
    const [source] = FakeEventSource.opened;
    source!.emit('change', { data: JSON.stringify(note(7)) });
    expect(heard).toEqual([
      ['a', 7],
      ['b', 7],
    ]);
    stopA();
    expect(source!.closed).toBe(false);
    stopB();
    expect(source!.closed).toBe(true);
  });

  it('leaves a lost connection to the browser, which comes back with Last-Event-ID by itself', () => {
    stream.listenToChanges(() => {});
    const [source] = FakeEventSource.opened;
    source!.readyState = FakeEventSource.CONNECTING;
    source!.emit('error');
    jest.advanceTimersByTime(stream.REOPEN_MS * 2);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('asks again after a refusal, and then tells its listeners that notes may have been missed', () => {
    const heard: Array<number | null> = [];
    stream.listenToChanges((c) => heard.push(c?.key ?? null));
    const [refused] = FakeEventSource.opened;
    refused!.readyState = FakeEventSource.CLOSED;
    refused!.emit('error');
    jest.advanceTimersByTime(stream.REOPEN_MS - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    jest.advanceTimersByTime(1);
    const again = FakeEventSource.opened[1]!;
    expect(heard).toEqual([]);
    again.emit('open');
    again.emit('change', { data: JSON.stringify(note(9)) });
    expect(heard).toEqual([null, 9]);
  });

  it('hands a note on once, however often a catch-up sends it, and reads everything again on resync', () => {
    const heard: Array<number | null> = [];
    stream.listenToChanges((c) => heard.push(c?.key ?? null));
    const [source] = FakeEventSource.opened;
    source!.emit('change', { data: JSON.stringify(note(4)) });
    source!.emit('change', { data: JSON.stringify(note(5)) });
    // The browser came back, and the server sent a note of before again.
    source!.emit('change', { data: JSON.stringify(note(4)) });
    source!.emit('resync', { data: '' });
    expect(heard).toEqual([4, 5, null]);
  });

  it('asks nobody again once every listener has left', () => {
    const stop = stream.listenToChanges(() => {});
    const [refused] = FakeEventSource.opened;
    refused!.readyState = FakeEventSource.CLOSED;
    refused!.emit('error');
    stop();
    jest.advanceTimersByTime(stream.REOPEN_MS * 2);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
