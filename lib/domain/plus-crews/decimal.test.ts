import { centsToInput, decimalToInput, parseCents, parseDecimal } from './decimal';

describe('parseDecimal: numbers as typed in the app languages', () => {
  it.each([
    ['1234', 1234],
    ['1234.5', 1234.5],
    ['1234,50', 1234.5],
    ['1.234,50', 1234.5], // nl, de, es
    ['1,234.50', 1234.5], // en
    ['1 234,50', 1234.5], // fr
    ['1\u202f234,50', 1234.5], // fr, narrow no-break space
    ['1.234.567', 1234567],
    ['1.234', 1234], // three digits after one mark: thousands
    ['0,5', 0.5],
    ['  42 ', 42],
    ['0', 0],
  ])('%j is %p', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', 'abc', '-5', '1.2.3', '12.', ',5', '1,23,456', '1.234,567', '1,5.2', '12.345.6', '1..5', '1e3'])(
    '%j is not a number',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );

  it('takes no more decimals than asked', () => {
    expect(parseDecimal('1,5', 0)).toBeNull();
    expect(parseDecimal('7', 0)).toBe(7);
  });
});

describe('cents', () => {
  it('reads typed money as whole cents and writes cents back for an input', () => {
    expect(parseCents('1.234,56')).toBe(123456);
    expect(parseCents('0.1')).toBe(10);
    expect(parseCents('12,345')).toBe(1234500);
    expect(parseCents('x')).toBeNull();
    expect(centsToInput(123456)).toBe('1234.56');
    expect(centsToInput(5)).toBe('0.05');
    expect(decimalToInput(37.5)).toBe('37.5');
    expect(decimalToInput(8)).toBe('8');
  });
});
