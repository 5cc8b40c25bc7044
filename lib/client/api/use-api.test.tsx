/** @jest-environment jsdom */
// useApi with a server-rendered answer: a new one becomes the key's first answer in SWR's cache
// (a mutation's `current` sees it) and is not fetched again on mount; an answer seen earlier (the
// back button), another answer in SWR's cache, a later key and a hook without a fallback fetch
// as before.
import { act } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { domHarness } from '@/app/_components/form/test-dom';
import { FRESH_MS, isNewServerAnswer, takeServerAnswer } from './fresh-fallback';
import { useApi } from './use-api';

type TItem = { name: string };

let firstValidating: boolean[] = [];

function Probe({ path, fallback }: { path: string; fallback?: TItem[] }) {
  const { data, mutate, isValidating } = useApi<TItem[]>(path, { fallbackData: fallback });
  firstValidating.push(isValidating);
  return (
    <>
      <p id="names">{data?.map((i) => i.name).join(',') ?? 'none'}</p>
      <button
        id="add"
        onClick={() => void mutate((current) => [...(current ?? []), { name: 'added' }], { revalidate: false })}
      />
    </>
  );
}

const dom = domHarness();
let fetchMock: jest.Mock;
let now: number;
beforeEach(() => {
  firstValidating = [];
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  fetchMock = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => ({ data: [{ name: `fetched ${url}` }] }),
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

/** Renders under an SWRConfig on `cache` (one still mounted keeps its own), then lets any fetch answer. */
async function show(node: React.ReactNode, cache: Cache = new Map()) {
  await dom.render(<SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{node}</SWRConfig>);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

describe('isNewServerAnswer', () => {
  it('is true for an answer first seen now and up to FRESH_MS later, then false', () => {
    const answer = [{ name: 'a' }];
    expect(isNewServerAnswer(answer, 10)).toBe(true);
    expect(isNewServerAnswer(answer, 10 + FRESH_MS)).toBe(true);
    expect(isNewServerAnswer(answer, 11 + FRESH_MS)).toBe(false);
  });

  it('is false for what cannot be told apart: no object', () => {
    expect(isNewServerAnswer(undefined)).toBe(false);
    expect(isNewServerAnswer(null)).toBe(false);
    expect(isNewServerAnswer('text')).toBe(false);
  });
});

describe('takeServerAnswer', () => {
  it('puts a new answer in an empty cache entry, keeping what the entry had', () => {
    const cache: Cache = new Map([['/k', { _k: '/k' } as never]]);
    const answer = [1];
    expect(takeServerAnswer(cache, '/k', answer, 5)).toBe(true);
    expect(cache.get('/k')).toEqual({ _k: '/k', data: answer });
  });

  it('leaves another answer in the cache alone, and says to fetch', () => {
    const cache: Cache = new Map([['/k', { data: [0] }]]);
    expect(takeServerAnswer(cache, '/k', [1], 5)).toBe(false);
    expect(cache.get('/k')).toEqual({ data: [0] });
  });
});

describe('useApi', () => {
  it('shows a new server answer without fetching it again, and not as validating (as the server renders it)', async () => {
    await show(<Probe path="/jobs" fallback={[{ name: 'server' }]} />);
    expect(dom.text('#names')).toBe('server');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(firstValidating[0]).toBe(false);
  });

  it('keeps the server answer as the first answer: a mutation builds on it', async () => {
    await show(<Probe path="/jobs" fallback={[{ name: 'server' }]} />);
    await dom.click('#add');
    expect(dom.text('#names')).toBe('server,added');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not fetch when a render shortly after meets the answer it put in the cache', async () => {
    const cache: Cache = new Map();
    const answer = [{ name: 'server' }];
    await show(<Probe path="/jobs" fallback={answer} />, cache);
    await dom.render(null);
    now += FRESH_MS;
    await show(<Probe path="/jobs" fallback={answer} />, cache);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches on mount when the server answer first rendered more than FRESH_MS ago (the back button)', async () => {
    const cache: Cache = new Map();
    const answer = [{ name: 'server' }];
    await show(<Probe path="/jobs" fallback={answer} />, cache);
    await dom.render(null);
    now += FRESH_MS + 1;
    await show(<Probe path="/jobs" fallback={answer} />, cache);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(dom.text('#names')).toBe('fetched /api/v1/jobs');
  });

  it("fetches on mount when SWR's cache holds an answer of its own, which may be older", async () => {
    const cache: Cache = new Map([['/api/v1/jobs', { data: [{ name: 'cached' }] }]]);
    await show(<Probe path="/jobs" fallback={[{ name: 'server' }]} />, cache);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(dom.text('#names')).toBe('fetched /api/v1/jobs');
  });

  it('fetches a later key of the same hook', async () => {
    const answer = [{ name: 'server' }];
    await show(<Probe path="/jobs?list=open" fallback={answer} />);
    expect(fetchMock).not.toHaveBeenCalled();
    await show(<Probe path="/jobs?list=upcoming" fallback={answer} />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/jobs?list=upcoming');
  });

  it('fetches on mount without a server answer', async () => {
    await show(<Probe path="/jobs" />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(dom.text('#names')).toBe('fetched /api/v1/jobs');
  });
});
