import { centsToText, parseCents, parseDecimal } from './parse';

describe('parseDecimal', () => {
  it.each([
    ['12.5', 12.5],
    ['12,50', 12.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    [' -5 ', -5],
    ['48.37', 48.37],
    ['1 000', 1000],
  ])('%s → %d', (text, value) => expect(parseDecimal(text)).toBe(value));

  it.each(['', 'abc', '1.234', '12.345', '1,2,3', '--1', '1e3'])('refuses %j', (text) => {
    // "1.234" has three decimals: ambiguous between 1234 and 1.234, so refused rather than guessed.
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('parseDecimal of whole numbers', () => {
  it('takes digits only', () => {
    expect(parseDecimal('21', 0)).toBe(21);
    expect(parseDecimal('1.000', 0)).toBeNull();
    expect(parseDecimal('7,5', 0)).toBeNull();
  });
});

describe('parseCents', () => {
  it('turns amounts into exact cents', () => {
    expect(parseCents('0.29')).toBe(29);
    expect(parseCents('19,99')).toBe(1999);
    expect(parseCents('-2.50')).toBe(-250);
    expect(parseCents('12.345')).toBeNull();
  });
  it('round-trips the edit text', () => {
    expect(parseCents(centsToText(123456))).toBe(123456);
  });
});
