// Daylight-saving gaps and overlaps, and independence from the machine's own time zone (for
// calendar arithmetic too): the cases time-zone.test.ts leaves out.
import { isTimeZone, shiftSpan, utcToZonedDate, utcToZonedTime, zonedToUtc } from './time-zone';
import { addDays, daysBetween } from './calendar-days';

describe('daylight-saving gaps and overlaps', () => {
  const AMS = 'Europe/Amsterdam';
  it('moves every wall time inside the spring-forward gap forward by the gap', () => {
    // 2026-03-29: 02:00 CET jumps to 03:00 CEST; 02:00-02:59 do not exist.
    expect(zonedToUtc('2026-03-29', '01:59', AMS).toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(zonedToUtc('2026-03-29', '02:00', AMS).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedToUtc('2026-03-29', '02:59', AMS).toISOString()).toBe('2026-03-29T01:59:00.000Z');
    expect(zonedToUtc('2026-03-29', '03:00', AMS).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });
  it('reads the instants around the changes back as the wall clock shows them', () => {
    expect(utcToZonedTime(new Date('2026-03-29T00:59:00Z'), AMS)).toBe('01:59');
    expect(utcToZonedTime(new Date('2026-03-29T01:00:00Z'), AMS)).toBe('03:00');
    // Clocks go back at 03:00 CEST to 02:00 CET: 02:30 is shown twice.
    expect(utcToZonedTime(new Date('2026-10-25T00:30:00Z'), AMS)).toBe('02:30');
    expect(utcToZonedTime(new Date('2026-10-25T01:30:00Z'), AMS)).toBe('02:30');
    expect(utcToZonedDate(new Date('2026-10-24T22:30:00Z'), AMS)).toBe('2026-10-25');
    expect(utcToZonedDate(new Date('2026-10-24T21:59:00Z'), AMS)).toBe('2026-10-24');
  });
  it('gives shifts over the changes their real length', () => {
    const hours = (s: { startsAt: Date; endsAt: Date }) => (s.endsAt.getTime() - s.startsAt.getTime()) / 3_600_000;
    expect(hours(shiftSpan({ startDate: '2026-03-28', startTime: '22:00', endTime: '06:00' }, AMS))).toBe(7);
    expect(hours(shiftSpan({ startDate: '2026-10-24', startTime: '22:00', endTime: '06:00' }, AMS))).toBe(9);
    // An end inside the gap is moved forward with it.
    const gap = shiftSpan({ startDate: '2026-03-28', startTime: '22:00', endTime: '02:30' }, AMS);
    expect(gap.endsAt.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // A whole day on the day the clocks go back lasts 25 hours.
    expect(hours(shiftSpan({ startDate: '2026-10-25', startTime: '00:00', endTime: '00:00' }, AMS))).toBe(25);
  });
  it('handles zones with half-hour offsets and a southern summer', () => {
    expect(zonedToUtc('2026-06-01', '09:00', 'Asia/Kolkata').toISOString()).toBe('2026-06-01T03:30:00.000Z');
    // Sydney leaves daylight saving on 2026-04-05 at 03:00 AEDT → 02:00 AEST: 02:30 happens twice.
    expect(zonedToUtc('2026-04-05', '02:30', 'Australia/Sydney').toISOString()).toBe('2026-04-04T15:30:00.000Z');
    // and enters it on 2026-10-04 at 02:00 → 03:00: 02:30 does not exist.
    expect(zonedToUtc('2026-10-04', '02:30', 'Australia/Sydney').toISOString()).toBe('2026-10-03T16:30:00.000Z');
  });
  it('refuses an unknown time zone', () => {
    expect(() => zonedToUtc('2026-06-01', '09:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => utcToZonedDate(new Date(0), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(isTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('independence from the machine time zone', () => {
  const original = process.env.TZ;
  afterAll(() => {
    // Assigning undefined would store the string "undefined".
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  // Sao Paulo moved its clocks at midnight (2018-11-04 00:00 did not exist there).
  it.each(['UTC', 'Europe/Amsterdam', 'America/New_York', 'America/Sao_Paulo', 'Pacific/Chatham'])(
    'gives the same answers with TZ=%s',
    (machineZone) => {
      process.env.TZ = machineZone;
      expect(zonedToUtc('2026-10-25', '02:30', 'Europe/Amsterdam').toISOString()).toBe('2026-10-25T00:30:00.000Z');
      expect(zonedToUtc('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
      expect(zonedToUtc('2026-03-29', '02:30', 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T01:30:00.000Z');
      expect(utcToZonedDate(new Date('2026-10-24T22:30:00Z'), 'Europe/Amsterdam')).toBe('2026-10-25');
      expect(utcToZonedTime(new Date('2026-10-25T01:30:00Z'), 'Europe/Amsterdam')).toBe('02:30');
      expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
      expect(addDays('2018-11-04', 1)).toBe('2018-11-05');
      expect(daysBetween('2018-11-03', '2018-11-05')).toBe(2);
      expect(daysBetween('2026-03-28', '2026-10-26')).toBe(212);
    },
  );
});
