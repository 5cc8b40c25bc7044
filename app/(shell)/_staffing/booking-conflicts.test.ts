import { ApiClientError } from '@/lib/client/fetcher';
import { doubleBookingOf } from './booking-conflicts';

const job = {
  kind: 'assignment',
  assignmentId: 4,
  crewItemId: 9,
  status: 'confirmed',
  project: { id: 1, number: 260001, name: 'Gala' },
  crew: { id: 2, name: 'Show crew' },
  function: { id: 3, name: 'Host' },
  startsAt: '2026-06-01T08:00:00.000Z',
  endsAt: '2026-06-01T16:00:00.000Z',
};
const block = { kind: 'blockedDate', blockedDateId: 5, startDate: '2026-06-01', endDate: null, reason: 'Exam' };

describe('doubleBookingOf', () => {
  it('reads the conflicts of a DOUBLE_BOOKING answer and drops what it cannot show', () => {
    const err = new ApiClientError(409, 'DOUBLE_BOOKING', 'x', undefined, undefined, [job, block, { kind: 'x' }, 7]);
    expect(doubleBookingOf(err)).toEqual([job, block]);
  });
  it('is an empty list when the server sent none, and null for any other error', () => {
    expect(doubleBookingOf(new ApiClientError(409, 'DOUBLE_BOOKING', 'x'))).toEqual([]);
    expect(doubleBookingOf(new ApiClientError(409, 'CONFLICT', 'x', undefined, undefined, [job]))).toBeNull();
    expect(doubleBookingOf(new Error('x'))).toBeNull();
  });
});
