import { formatMinutes, roundedMinutes, suggestedMinutes } from './hours';

const at = (hhmm: string, day = '2026-06-01') => new Date(`${day}T${hhmm}:00Z`);

describe('roundedMinutes', () => {
  it('rounds to the nearest quarter hour, halfway up', () => {
    expect(roundedMinutes(at('08:00'), at('12:07'))).toBe(240);
    expect(roundedMinutes(at('08:00'), at('12:08'))).toBe(255);
    expect(roundedMinutes(new Date('2026-06-01T08:00:00Z'), new Date('2026-06-01T12:07:30Z'))).toBe(255);
  });
  it('never goes below zero', () => {
    expect(roundedMinutes(at('10:00'), at('09:00'))).toBe(0);
  });
});

describe('suggestedMinutes', () => {
  it('is null until both times are known', () => {
    expect(suggestedMinutes(at('08:00'), null)).toBeNull();
    expect(suggestedMinutes(null, at('08:00'))).toBeNull();
  });
  it('keeps 6 hours or less whole', () => {
    expect(suggestedMinutes(at('08:00'), at('14:00'))).toBe(360);
    expect(suggestedMinutes(at('08:00'), at('14:07'))).toBe(360);
  });
  it('takes off a 30-minute break above 6 hours (after rounding)', () => {
    expect(suggestedMinutes(at('08:00'), at('14:08'))).toBe(345);
    expect(suggestedMinutes(at('08:00'), at('17:00'))).toBe(510);
    expect(suggestedMinutes(at('07:58'), at('17:06'))).toBe(525);
  });
  it('counts a night shift across midnight', () => {
    expect(suggestedMinutes(at('22:00', '2026-06-01'), at('06:00', '2026-06-02'))).toBe(450);
  });
});

describe('formatMinutes', () => {
  it('writes hours and minutes', () => {
    expect(formatMinutes(450)).toBe('7:30');
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(1440)).toBe('24:00');
  });
});
