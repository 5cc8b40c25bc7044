import { withQuery } from './api-path';

describe('withQuery', () => {
  it('leaves out empty values and encodes the rest, in the order given', () => {
    expect(
      withQuery('/activities', { from: '2026-06-01', q: 'a&b', empty: '', none: null, gone: undefined, n: 0 }),
    ).toBe('/activities?from=2026-06-01&q=a%26b&n=0');
    expect(withQuery('/activities', {})).toBe('/activities');
  });
});
