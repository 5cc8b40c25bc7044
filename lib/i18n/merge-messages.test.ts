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
});
