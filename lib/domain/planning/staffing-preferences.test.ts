import { FILL_WEIGHT } from './staffing-model';
import {
  candidateScore,
  DEFAULT_STAFFING_WEIGHTS,
  distanceKm,
  POINTS_PER_WEIGHT,
  preferenceScores,
  STAFFING_PREFERENCES,
  togetherPoints,
  ZStaffingWeights,
  type TCandidateFacts,
} from './staffing-preferences';

const unknown: TCandidateFacts = {
  functionJobs: 0,
  rating: null,
  ratingCount: 0,
  clientJobs: 0,
  distanceKm: null,
  quota: null,
};

describe('preferenceScores', () => {
  it('scores what is not known in the middle, and no experience as none', () => {
    expect(preferenceScores(unknown)).toEqual({ function: 0, rating: 0.5, client: 0, distance: 0.5, fairSpread: 0.5 });
  });

  it('scores each fact from 0 to 1, full from 10 jobs in the function and 5 for the client', () => {
    expect(
      preferenceScores({
        functionJobs: 4,
        rating: 4.5,
        ratingCount: 2,
        clientJobs: 3,
        distanceKm: 12,
        quota: { plannedMinutes: 2400, quotaMinutes: 9600 },
      }),
    ).toEqual({ function: 0.4, rating: 0.875, client: 0.6, distance: 0.88, fairSpread: 0.75 });
    const most = preferenceScores({
      functionJobs: 40,
      rating: 5,
      ratingCount: 9,
      clientJobs: 12,
      distanceKm: 0,
      quota: { plannedMinutes: 0, quotaMinutes: 600 },
    });
    expect(Object.values(most)).toEqual([1, 1, 1, 1, 1]);
    // Over the quota already, or 250 km away: nothing, never below.
    const least = preferenceScores({
      ...unknown,
      rating: 1,
      distanceKm: 250,
      quota: { plannedMinutes: 700, quotaMinutes: 600 },
    });
    expect([least.rating, least.distance, least.fairSpread]).toEqual([0, 0, 0]);
  });
});

describe('candidateScore', () => {
  it('weighs each score by its weight, ten points a step', () => {
    const facts = { ...unknown, functionJobs: 10, rating: 5 };
    // function 1 × 3 + rating 1 × 3 + distance 0.5 × 2 + fair spread 0.5 × 2, ten points a step.
    expect(candidateScore(facts, DEFAULT_STAFFING_WEIGHTS)).toBe(80);
    const onlyRating = { ...DEFAULT_STAFFING_WEIGHTS, function: 0, client: 0, distance: 0, fairSpread: 0, together: 0 };
    expect(candidateScore(facts, { ...onlyRating, rating: 5 })).toBe(50);
  });

  it('never reaches a filled row: the most a candidate can score is far below FILL_WEIGHT', () => {
    const all = ZStaffingWeights.parse(Object.fromEntries(STAFFING_PREFERENCES.map((p) => [p, 5])));
    const best = {
      functionJobs: 10,
      rating: 5,
      ratingCount: 1,
      clientJobs: 5,
      distanceKm: 0,
      quota: { plannedMinutes: 0, quotaMinutes: 1 },
    };
    expect(candidateScore(best, all) + togetherPoints(all)).toBe(6 * 5 * POINTS_PER_WEIGHT);
    expect(6 * 5 * POINTS_PER_WEIGHT).toBeLessThan(FILL_WEIGHT / 2);
  });
});

describe('ZStaffingWeights', () => {
  it('fills in the defaults and refuses a weight outside 0 to 5 or an unknown preference', () => {
    expect(ZStaffingWeights.parse({ rating: 5 })).toEqual({ ...DEFAULT_STAFFING_WEIGHTS, rating: 5 });
    expect(ZStaffingWeights.safeParse({ rating: 6 }).success).toBe(false);
    expect(ZStaffingWeights.safeParse({ rating: 2.5 }).success).toBe(false);
    expect(ZStaffingWeights.safeParse({ shoeSize: 2 }).success).toBe(false);
  });
});

describe('distanceKm', () => {
  it('measures the great circle: London to Paris is the textbook 343.5 km', () => {
    const london = { lat: 51.5074, lng: -0.1278 };
    const paris = { lat: 48.8566, lng: 2.3522 };
    expect(distanceKm(london, paris)).toBeCloseTo(343.5, 0);
    expect(distanceKm(paris, london)).toBeCloseTo(distanceKm(london, paris), 9);
    expect(distanceKm(london, london)).toBe(0);
  });
});
