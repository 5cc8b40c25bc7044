import { isDocumentSigned, isTurnOf, nextSignatories, signatoryStatus } from './signing-order';

describe('signatoryStatus', () => {
  it('is Ready to sign, On Going, then Signed as the signatures come in', () => {
    expect(signatoryStatus([{ signed: false }, { signed: false }])).toBe('readyToSign');
    expect(signatoryStatus([{ signed: true }, { signed: false }])).toBe('onGoing');
    expect(signatoryStatus([{ signed: true }, { signed: true }])).toBe('signed');
    expect(signatoryStatus([])).toBe('readyToSign');
  });
});

describe('isTurnOf', () => {
  const three = [
    { id: 11, position: 1, status: 'signed' as const },
    { id: 12, position: 2, status: 'readyToSign' as const },
    { id: 13, position: 3, status: 'readyToSign' as const },
  ];
  it('one by one: only the first not Signed may sign', () => {
    expect(isTurnOf('oneByOne', three, 12)).toBe(true);
    expect(isTurnOf('oneByOne', three, 13)).toBe(false);
    expect(isTurnOf('oneByOne', three, 11)).toBe(false);
  });
  it('one by one: a previous signatory On Going still holds the turn', () => {
    const going = [{ ...three[0]!, status: 'onGoing' as const }, three[1]!];
    expect(isTurnOf('oneByOne', going, 11)).toBe(true);
    expect(isTurnOf('oneByOne', going, 12)).toBe(false);
  });
  it('parallel: everyone not Signed may sign', () => {
    expect(isTurnOf('parallel', three, 13)).toBe(true);
    expect(isTurnOf('parallel', three, 11)).toBe(false);
  });
  it('knows no stranger', () => {
    expect(isTurnOf('parallel', three, 99)).toBe(false);
  });
});

describe('nextSignatories and isDocumentSigned', () => {
  const list = [
    { id: 3, position: 3, status: 'readyToSign' as const },
    { id: 1, position: 1, status: 'signed' as const },
    { id: 2, position: 2, status: 'readyToSign' as const },
  ];
  it('names who is next', () => {
    expect(nextSignatories('oneByOne', list).map((s) => s.id)).toEqual([2]);
    expect(nextSignatories('parallel', list).map((s) => s.id)).toEqual([2, 3]);
  });
  it('is signed only when everyone has signed', () => {
    expect(isDocumentSigned(list)).toBe(false);
    expect(isDocumentSigned(list.map((s) => ({ ...s, status: 'signed' as const })))).toBe(true);
    expect(isDocumentSigned([])).toBe(false);
  });
});
