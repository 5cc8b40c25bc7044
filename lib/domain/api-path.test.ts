import { queryFlag, withQuery } from './api-path';
import { ZQueryFlag } from './query-parts';

describe('withQuery', () => {
  it('leaves out empty values and encodes the rest, in the order given', () => {
    expect(
      withQuery('/activities', { from: '2026-06-01', q: 'a&b', empty: '', none: null, gone: undefined, n: 0 }),
    ).toBe('/activities?from=2026-06-01&q=a%26b&n=0');
    expect(withQuery('/activities', {})).toBe('/activities');
  });
});

describe('queryFlag', () => {
  it('writes a yes/no filter as the text the operation reads, or leaves it out', () => {
    expect(queryFlag(true)).toBe('true');
    expect(queryFlag(false)).toBe('false');
    expect(queryFlag(undefined)).toBeUndefined();
    for (const value of [true, false]) expect(ZQueryFlag.parse(queryFlag(value))).toBe(String(value));
  });
});
