import { clearLocalData } from './logout';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (k: string) => {
      map.delete(k);
    },
    keys: () => [...map.keys()],
  };
}

describe('clearLocalData', () => {
  it('keeps uiSettings and removes everything else', () => {
    const storage = memoryStorage({ uiSettings: '{"dense":true}', jobsFilter: 'past', draft: 'x' });
    clearLocalData(storage);
    expect(storage.keys()).toEqual(['uiSettings']);
  });

  it('works on an empty storage', () => {
    const storage = memoryStorage({});
    clearLocalData(storage);
    expect(storage.keys()).toEqual([]);
  });
});
