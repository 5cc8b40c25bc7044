import { formatMinutes, parseHours } from './hours';

describe('hours as h:mm', () => {
  it('formats minutes', () => {
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(455)).toBe('7:35');
    expect(formatMinutes(1440)).toBe('24:00');
  });

  it('reads h:mm and whole hours', () => {
    expect(parseHours('7:35')).toBe(455);
    expect(parseHours(' 07:05 ')).toBe(425);
    expect(parseHours('8')).toBe(480);
    expect(parseHours('24:00')).toBe(1440);
    // More than a day is written as hours all the same; the domain refuses it.
    expect(parseHours('25')).toBe(1500);
  });

  it('refuses what is not written as hours', () => {
    for (const bad of ['', 'abc', '7:60', '7:5', '-1:00', '1.5', '100']) expect(parseHours(bad)).toBeNull();
  });
});
