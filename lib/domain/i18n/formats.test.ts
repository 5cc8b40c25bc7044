import { createFormatter } from 'use-intl/core';
import { calendarDate, dateRange, FORMATS, wallSpan } from './formats';

describe('dateRange', () => {
  const format = createFormatter({ locale: 'en', timeZone: 'Europe/Amsterdam', formats: FORMATS });

  it('writes the spaces around the dash as plain spaces, whatever the ICU version prints', () => {
    const text = dateRange(format, calendarDate('2026-11-03'), calendarDate('2026-11-05'), 'calendarDayYear');
    expect(text).toMatch(/ – /);
    expect(text).not.toMatch(/[\u2009\u202f]/);
  });

  it('keeps the dates themselves', () => {
    const text = dateRange(format, calendarDate('2026-11-03'), calendarDate('2026-12-05'), 'calendarDayYear');
    expect(text).toContain('Nov 3');
    expect(text).toContain('Dec 5');
    expect(text).toContain('2026');
  });

  it('turns thin and narrow no-break spaces of any formatter into plain ones', () => {
    const fake = { dateTimeRange: () => '08:00\u2009–\u202f17:00' };
    expect(dateRange(fake, new Date(0), new Date(1), 'time')).toBe('08:00 – 17:00');
  });
});

describe('wallSpan', () => {
  const formatIn = (locale: 'en-GB' | 'en-US' | 'de') =>
    createFormatter({ locale, timeZone: 'Pacific/Kiritimati', formats: FORMATS });

  it('shows wall-clock times as they are, whatever the zone, in the reader style', () => {
    expect(wallSpan(formatIn('en-GB'), '08:00', '17:00:00')).toBe('08:00–17:00');
    expect(wallSpan(formatIn('de'), '22:00', '06:00')).toBe('22:00–06:00');
    expect(wallSpan(formatIn('en-US'), '14:00', '23:30')).toBe('02:00 PM–11:30 PM');
  });
});
