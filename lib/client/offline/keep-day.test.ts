/** @jest-environment jsdom */
// The day kept on the device (IndexedDB, here fake-indexeddb's): read and kept, replaced when
// another person's day comes, deleted on a 401, on a page drawn for nobody, and when a call is
// refused (a photo waiting in the queue stays for its owner); re-read a moment after a write.
import 'fake-indexeddb/auto';
import type { TOfflineDay } from '@/lib/domain/self-service/offline-day';

// The server, as fetch sees it: a day (status 200), or a status without one.
const mockCall = jest.fn();
const answer = (status: number, data?: unknown) => ({
  status,
  ok: status >= 200 && status < 300,
  json: async () => ({ data }),
});
globalThis.fetch = ((url: string) => mockCall(url)) as typeof fetch;

// structuredClone is what IndexedDB stores with; jsdom lacks it on its window.
globalThis.structuredClone ??= (v: unknown) => JSON.parse(JSON.stringify(v));

const dayOf = (personId: number) => ({ personId, generatedAt: '2026-11-18T09:00:00.000Z' }) as TOfflineDay;

async function load() {
  jest.resetModules();
  const store = await import('./day-store');
  const keeper = await import('./keep-day');
  const { keptDayPlugin } = await import('./kept-day-plugin');
  return { ...store, ...keeper, keptDayPlugin };
}

beforeEach(async () => {
  mockCall.mockReset();
  document.body.innerHTML = '';
  document.documentElement.lang = 'nl';
  const { forgetDays } = await load();
  await forgetDays();
});

describe('the kept day', () => {
  it('is read from /offlineDay and kept with its owner and the page language', async () => {
    const { refreshDay, readDay } = await load();
    mockCall.mockResolvedValue(answer(200, dayOf(7)));
    await refreshDay();
    expect(mockCall).toHaveBeenCalledWith('/api/v1/offlineDay');
    expect(await readDay()).toEqual({ owner: 7, locale: 'nl', day: dayOf(7) });
  });

  it("never keeps another person's day beside the new one", async () => {
    const { refreshDay, readDay } = await load();
    mockCall.mockResolvedValue(answer(200, dayOf(7)));
    await refreshDay();
    mockCall.mockResolvedValue(answer(200, dayOf(8)));
    await refreshDay();
    expect((await readDay())?.owner).toBe(8);
  });

  it('stays without network, on a refusal or a server fault, and goes when the session is gone', async () => {
    const { refreshDay, readDay } = await load();
    mockCall.mockResolvedValue(answer(200, dayOf(7)));
    await refreshDay();
    mockCall.mockRejectedValue(new TypeError('Failed to fetch'));
    await refreshDay();
    mockCall.mockResolvedValue(answer(403));
    await refreshDay();
    mockCall.mockResolvedValue(answer(502));
    await refreshDay();
    expect((await readDay())?.owner).toBe(7);
    mockCall.mockResolvedValue(answer(401));
    await refreshDay();
    expect(await readDay()).toBeNull();
  });

  it("keeps a waiting photo when the session is gone, for its owner's next login; another person's day deletes it", async () => {
    const { refreshDay } = await load();
    const photos = await import('./photo-store');
    const photo = { blob: 'jpeg bytes' as unknown as Blob, name: 'stage.jpg' };
    mockCall.mockResolvedValue(answer(200, dayOf(7)));
    await refreshDay();
    await photos.keepPhoto('p1', photo);
    mockCall.mockResolvedValue(answer(401));
    await refreshDay();
    expect(await photos.readPhoto('p1')).toEqual(photo);
    mockCall.mockResolvedValue(answer(200, dayOf(7)));
    await refreshDay();
    expect(await photos.readPhoto('p1')).toEqual(photo);
    mockCall.mockResolvedValue(answer(200, dayOf(8)));
    await refreshDay();
    expect(await photos.readPhoto('p1')).toBeNull();
  });

  it('goes when a page is drawn for nobody, but not on the offline page', async () => {
    let m = await load();
    mockCall.mockResolvedValue(answer(200, dayOf(7)));
    await m.refreshDay();
    document.body.innerHTML = '<main data-offline-page></main>';
    document.body.dataset.day = 'forget';
    m.keepDay();
    expect((await m.readDay())?.owner).toBe(7);

    m = await load();
    document.body.innerHTML = '';
    document.body.dataset.day = 'forget';
    m.keepDay();
    await new Promise((r) => setTimeout(r, 50));
    expect(await m.readDay()).toBeNull();
  });

  it('is read when the page opens, and by the worker once after a burst of writes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
    try {
      const m = await load();
      document.body.dataset.day = 'keep';
      mockCall.mockResolvedValue(answer(200, dayOf(7)));
      m.keepDay();
      expect(mockCall).toHaveBeenCalledTimes(1);
      await m.refreshDay(); // the same read, still under way
      expect(mockCall).toHaveBeenCalledTimes(1);
      // The worker sees two writes and a read: one read of the day after both writes, and the
      // worker is kept alive until it is done.
      const kept: Promise<unknown>[] = [];
      const event = { waitUntil: (p: Promise<unknown>) => void kept.push(p) } as never;
      const pass = (method: string, status: number) =>
        m.keptDayPlugin.fetchDidSucceed!({
          request: { method } as Request,
          response: answer(status) as never,
          event,
        });
      await pass('POST', 201);
      await pass('PUT', 200);
      await pass('GET', 200);
      await jest.advanceTimersByTimeAsync(2000);
      await Promise.all(kept);
      expect(mockCall).toHaveBeenCalledTimes(2);
      // A refused call: the day goes.
      await pass('GET', 401);
      await Promise.all(kept);
    } finally {
      jest.useRealTimers();
    }
    const { readDay } = await import('./day-store');
    expect(await readDay()).toBeNull();
  });

  it('tells a write that went through, a refused session, and anything else apart', async () => {
    const { afterAnswer } = await load();
    expect(afterAnswer('POST', 201)).toBe('read');
    expect(afterAnswer('DELETE', 204)).toBe('read');
    expect(afterAnswer('GET', 200)).toBeNull();
    expect(afterAnswer('POST', 422)).toBeNull();
    expect(afterAnswer('GET', 401)).toBe('forget');
    expect(afterAnswer('POST', 401)).toBe('forget');
  });
});
