import { LruCache } from './lru';

describe('LruCache', () => {
  it('never holds more than its limit, dropping the least recently used', () => {
    const c = new LruCache<string, number>(3);
    c.set('a', 1);
    c.set('b', 2);
    c.set('c', 3);
    expect(c.get('a')).toBe(1); // a is now the most recently used
    c.set('d', 4);
    expect(c.size).toBe(3);
    expect(c.get('b')).toBeUndefined();
    expect([c.get('a'), c.get('c'), c.get('d')]).toEqual([1, 3, 4]);
  });

  it('stays bounded when flooded with keys (a header an attacker chooses)', () => {
    const c = new LruCache<string, number>(100);
    for (let i = 0; i < 10_000; i++) c.set(`evil-${i}.example`, i);
    expect(c.size).toBe(100);
  });

  it('forgets entries older than its time to live', () => {
    let t = 0;
    const c = new LruCache<string, number>(10, 1000, () => t);
    c.set('a', 1);
    t = 999;
    expect(c.get('a')).toBe(1);
    t = 1000;
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => new LruCache(0)).toThrow();
  });
});
