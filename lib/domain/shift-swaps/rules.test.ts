import { isLiveSwap, nextSwapStatus, offerRefusal, type TOfferableJob } from './rules';

describe('nextSwapStatus', () => {
  it('runs offered → taken → approved or rejected', () => {
    expect(nextSwapStatus(null, 'offer')).toBe('offered');
    expect(nextSwapStatus('offered', 'take')).toBe('taken');
    expect(nextSwapStatus('taken', 'approve')).toBe('approved');
    expect(nextSwapStatus('taken', 'reject')).toBe('rejected');
  });

  it('lets the offerer withdraw until approved, and planners turn down an untaken offer', () => {
    expect(nextSwapStatus('offered', 'withdraw')).toBe('withdrawn');
    expect(nextSwapStatus('taken', 'withdraw')).toBe('withdrawn');
    expect(nextSwapStatus('offered', 'reject')).toBe('rejected');
  });

  it('refuses every other step', () => {
    expect(nextSwapStatus('offered', 'approve')).toBeNull();
    expect(nextSwapStatus('taken', 'take')).toBeNull();
    expect(nextSwapStatus('offered', 'offer')).toBeNull();
    for (const closed of ['approved', 'rejected', 'withdrawn'] as const) {
      for (const action of ['take', 'approve', 'reject', 'withdraw'] as const)
        expect(nextSwapStatus(closed, action)).toBeNull();
      expect(isLiveSwap(closed)).toBe(false);
    }
    expect(isLiveSwap('offered')).toBe(true);
    expect(isLiveSwap('taken')).toBe(true);
  });
});

describe('offerRefusal', () => {
  const now = new Date('2031-05-01T10:00:00Z');
  const job: TOfferableJob = {
    assignmentStatus: 'confirmed',
    itemStatus: 'active',
    startsAt: new Date('2031-05-02T06:00:00Z'),
    liveSwap: false,
  };

  it('lets a confirmed job that has not started be offered', () => {
    expect(offerRefusal(job, now)).toBeNull();
    expect(offerRefusal({ ...job, assignmentStatus: 'confirmedWeb' }, now)).toBeNull();
  });

  it('refuses a job that is not confirmed, not planned, started or offered already', () => {
    for (const status of ['requested', 'hasChanged', 'spare', 'cancelled', 'noShow'] as const)
      expect(offerRefusal({ ...job, assignmentStatus: status }, now)?.message).toMatch(/confirmed/);
    expect(offerRefusal({ ...job, itemStatus: 'notNeeded' }, now)?.message).toMatch(/no longer planned/);
    expect(offerRefusal({ ...job, startsAt: now }, now)).toEqual({
      code: 'INVALID_TRANSITION',
      message: expect.stringMatching(/started/),
    });
    expect(offerRefusal({ ...job, liveSwap: true }, now)).toEqual({
      code: 'CONFLICT',
      message: expect.stringMatching(/offered already/),
    });
  });
});
