import { availabilityRange, availabilityWeeks } from './availability';

describe('crew profile availability', () => {
  it('starts on the Monday of this week', () => {
    // 2026-11-26 is a Thursday.
    expect(availabilityRange('2026-11-26', 2)).toEqual({ from: '2026-11-23', to: '2026-12-06' });
  });

  it('marks each day booked, blocked, on vacation or free; cancelled jobs and declined vacation do not count', () => {
    const weeks = availabilityWeeks('2026-11-26', 1, {
      jobs: [
        { startDate: '2026-11-23', endDate: '2026-11-24', status: 'confirmed' },
        { startDate: '2026-11-25', endDate: null, status: 'cancelled' },
      ],
      blockedDates: [{ startDate: '2026-11-26', endDate: null }],
      vacationRequests: [
        { startDate: '2026-11-27', endDate: '2026-11-28', status: 'approved' },
        { startDate: '2026-11-29', endDate: '2026-11-29', status: 'declined' },
      ],
    });
    expect(weeks).toHaveLength(1);
    expect(weeks[0]!.days.map((d) => d.state)).toEqual([
      'booked',
      'booked',
      'free',
      'blocked',
      'vacation',
      'vacation',
      'free',
    ]);
  });
});
