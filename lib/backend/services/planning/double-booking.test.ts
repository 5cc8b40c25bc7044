import {
  dailyWindows,
  findBlockedDateConflicts,
  findOverlapping,
  schedulesOverlap,
  type TSchedule,
} from './double-booking';

const AMS = 'Europe/Amsterdam';
const day = (date: string, startTime: string, endTime: string, endDate: string | null = null): TSchedule => ({
  startDate: date,
  endDate,
  startTime,
  endTime,
});
const hours = (w: { start: number; end: number }) => (w.end - w.start) / 3600000;

describe('dailyWindows', () => {
  it('repeats the daily window on every day of a multi-day item', () => {
    const w = dailyWindows(day('2026-06-01', '08:00', '17:00', '2026-06-03'), AMS);
    expect(w.map((x) => new Date(x.start).toISOString())).toEqual([
      '2026-06-01T06:00:00.000Z',
      '2026-06-02T06:00:00.000Z',
      '2026-06-03T06:00:00.000Z',
    ]);
    expect(w.map(hours)).toEqual([9, 9, 9]);
  });
  it('runs an overnight shift into the next morning, also when end time equals start time (24 h)', () => {
    const [w] = dailyWindows(day('2026-06-01', '22:00', '06:00'), AMS);
    expect(new Date(w!.end).toISOString()).toBe('2026-06-02T04:00:00.000Z');
    expect(dailyWindows(day('2026-06-01', '07:00', '07:00'), AMS).map(hours)).toEqual([24]);
  });
  it('counts real hours across daylight-saving changes', () => {
    expect(dailyWindows(day('2026-03-28', '22:00', '06:00'), AMS).map(hours)).toEqual([7]); // clocks forward
    expect(dailyWindows(day('2026-10-24', '22:00', '06:00'), AMS).map(hours)).toEqual([9]); // clocks back
  });
});

describe('schedulesOverlap', () => {
  it('finds overlapping shifts on the same day', () => {
    expect(schedulesOverlap(day('2026-06-01', '08:00', '14:00'), day('2026-06-01', '13:00', '18:00'), AMS)).toBe(true);
    expect(schedulesOverlap(day('2026-06-01', '08:00', '18:00'), day('2026-06-01', '10:00', '11:00'), AMS)).toBe(true);
  });
  it('does not count back-to-back shifts (end == start) as an overlap', () => {
    expect(schedulesOverlap(day('2026-06-01', '08:00', '14:00'), day('2026-06-01', '14:00', '18:00'), AMS)).toBe(false);
    expect(schedulesOverlap(day('2026-06-01', '14:00', '18:00'), day('2026-06-01', '08:00', '14:00'), AMS)).toBe(false);
  });
  it('does not clash on different days', () => {
    expect(schedulesOverlap(day('2026-06-01', '08:00', '17:00'), day('2026-06-02', '08:00', '17:00'), AMS)).toBe(false);
  });
  it('sees an overnight shift reaching into the next day', () => {
    const night = day('2026-06-01', '22:00', '06:00');
    expect(schedulesOverlap(night, day('2026-06-02', '05:00', '12:00'), AMS)).toBe(true);
    expect(schedulesOverlap(night, day('2026-06-02', '06:00', '12:00'), AMS)).toBe(false);
    expect(schedulesOverlap(night, day('2026-06-01', '18:00', '22:00'), AMS)).toBe(false);
    expect(schedulesOverlap(night, day('2026-06-01', '18:00', '22:01'), AMS)).toBe(true);
  });
  it('compares daily windows of multi-day items, not their whole span', () => {
    const mornings = day('2026-06-01', '08:00', '12:00', '2026-06-03');
    expect(schedulesOverlap(mornings, day('2026-06-02', '13:00', '17:00'), AMS)).toBe(false);
    expect(schedulesOverlap(mornings, day('2026-06-02', '11:00', '14:00'), AMS)).toBe(true);
    expect(schedulesOverlap(mornings, day('2026-06-04', '08:00', '12:00'), AMS)).toBe(false);
    expect(schedulesOverlap(mornings, day('2026-05-30', '08:00', '09:00', '2026-06-01'), AMS)).toBe(true);
    const nights = day('2026-06-01', '22:00', '06:00', '2026-06-03');
    expect(schedulesOverlap(nights, day('2026-06-04', '05:00', '07:00'), AMS)).toBe(true);
    expect(schedulesOverlap(nights, day('2026-06-02', '07:00', '21:00'), AMS)).toBe(false);
  });
  it('handles the night the clocks go back (one extra hour)', () => {
    // 22:00 CEST to 06:00 CET lasts nine hours; a 05:30 start still clashes, a 06:00 start does not.
    const night = day('2026-10-24', '22:00', '06:00');
    expect(schedulesOverlap(night, day('2026-10-25', '05:30', '09:00'), AMS)).toBe(true);
    expect(schedulesOverlap(night, day('2026-10-25', '06:00', '09:00'), AMS)).toBe(false);
    // Back-to-back on the day of the change is still no overlap.
    expect(schedulesOverlap(day('2026-10-25', '00:00', '02:00'), day('2026-10-25', '02:00', '04:00'), AMS)).toBe(false);
  });
  it('handles the night the clocks go forward (one hour less)', () => {
    // 02:30 does not exist on 2026-03-29 and is moved to 03:30 CEST, as calendars do:
    // a shift "until 02:30" therefore clashes with one starting at 03:00.
    expect(schedulesOverlap(day('2026-03-28', '22:00', '02:30'), day('2026-03-29', '03:00', '08:00'), AMS)).toBe(true);
    expect(schedulesOverlap(day('2026-03-28', '22:00', '02:00'), day('2026-03-29', '03:00', '08:00'), AMS)).toBe(false);
  });
  it("follows the given zone's own daylight-saving dates", () => {
    // The US falls back on 2026-11-01, a week after Europe.
    expect(dailyWindows(day('2026-10-31', '22:00', '06:00'), 'America/New_York').map(hours)).toEqual([9]);
    expect(dailyWindows(day('2026-10-31', '22:00', '06:00'), AMS).map(hours)).toEqual([8]);
    const night = day('2026-10-31', '22:00', '06:00');
    expect(schedulesOverlap(night, day('2026-11-01', '05:30', '08:00'), 'America/New_York')).toBe(true);
    expect(schedulesOverlap(night, day('2026-11-01', '06:00', '08:00'), 'America/New_York')).toBe(false);
  });
});

describe('findOverlapping and findBlockedDateConflicts', () => {
  it('returns only the clashing bookings', () => {
    const others = [
      { id: 1, schedule: day('2026-06-01', '08:00', '12:00') },
      { id: 2, schedule: day('2026-06-01', '12:00', '16:00') },
      { id: 3, schedule: day('2026-05-31', '20:00', '09:00') },
    ];
    expect(findOverlapping(day('2026-06-01', '11:00', '12:00'), others, AMS).map((o) => o.id)).toEqual([1]);
    expect(findOverlapping(day('2026-06-01', '07:00', '08:00'), others, AMS).map((o) => o.id)).toEqual([3]);
    expect(findOverlapping(day('2026-06-02', '07:00', '08:00'), others, AMS)).toEqual([]);
  });
  it('treats blocked dates as whole days, with an optional end', () => {
    const blocks = [
      { id: 1, startDate: '2026-06-01', endDate: null },
      { id: 2, startDate: '2026-06-05', endDate: '2026-06-07' },
    ];
    expect(findBlockedDateConflicts(day('2026-06-01', '08:00', '12:00'), blocks).map((b) => b.id)).toEqual([1]);
    expect(findBlockedDateConflicts(day('2026-06-02', '08:00', '12:00', '2026-06-04'), blocks)).toEqual([]);
    expect(
      findBlockedDateConflicts(day('2026-06-03', '08:00', '12:00', '2026-06-05'), blocks).map((b) => b.id),
    ).toEqual([2]);
    expect(findBlockedDateConflicts(day('2026-06-07', '22:00', '06:00'), blocks).map((b) => b.id)).toEqual([2]);
  });
});
