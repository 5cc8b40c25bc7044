import { dueStarts } from './shift-reminders';

const shift = (over: Partial<Parameters<typeof dueStarts>[0]> = {}) => ({
  assignmentId: 1,
  personId: 1,
  tenantId: 1,
  timeZone: 'Europe/Amsterdam',
  leadMinutes: 120,
  startDate: '2026-03-28',
  endDate: '2026-03-30',
  startTime: '08:00:00',
  endTime: '17:00:00',
  ...over,
});

describe('dueStarts', () => {
  it('picks the daily starts within the lead time ahead, not those past', () => {
    // 2026-03-29 08:00 CEST is 06:00 UTC (the clocks moved that night).
    expect(dueStarts(shift(), new Date('2026-03-29T04:30:00Z')).map((d) => d.toISOString())).toEqual([
      '2026-03-29T06:00:00.000Z',
    ]);
    expect(dueStarts(shift(), new Date('2026-03-29T03:59:00Z'))).toEqual([]);
    expect(dueStarts(shift(), new Date('2026-03-29T06:00:00Z'))).toEqual([]);
  });
  it('follows the tenant’s lead time, capped at a day', () => {
    const now = new Date('2026-03-28T01:00:00Z');
    expect(dueStarts(shift({ leadMinutes: 30 }), now)).toEqual([]);
    expect(dueStarts(shift({ leadMinutes: 7 * 24 * 60 }), now).map((d) => d.toISOString())).toEqual([
      '2026-03-28T07:00:00.000Z',
    ]);
  });
});
