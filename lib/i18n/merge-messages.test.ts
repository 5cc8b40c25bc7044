import { deepMerge, mergeChain } from './merge-messages';

describe('message fallback merge', () => {
  it('keeps keys only the fallback has and lets the specific locale win', () => {
    const en = { A: { x: 'X', y: 'Y' }, B: 'b' };
    const de = { A: { x: 'Xde' } };
    const deAT = { A: { y: 'Yat' } };
    expect(mergeChain([deAT, de, en])).toEqual({ A: { x: 'Xde', y: 'Yat' }, B: 'b' });
  });

  it('does not change its inputs', () => {
    const base = { A: { x: 'X' } };
    deepMerge(base, { A: { x: 'other' } });
    expect(base).toEqual({ A: { x: 'X' } });
  });

  it('takes a precompiled message (an array) whole, never merging it by index', () => {
    const en = { A: { x: ['Hello ', ['name']], y: [['n', 2, { one: [0, ' item'], other: [0, ' items'] }]] } };
    const de = { A: { x: [['name'], ', hallo'] } };
    expect(mergeChain([de, en])).toEqual({
      A: { x: [['name'], ', hallo'], y: [['n', 2, { one: [0, ' item'], other: [0, ' items'] }]] },
    });
    expect(Array.isArray((mergeChain([de, en]).A as Record<string, unknown>).x)).toBe(true);
  });
});
