// The plain-language preferences a planner weighs when staffing many rows at once ("Staff this
// project"), and how each turns the facts about a candidate into points of the staffing model's
// objective (staffing-model.ts). Each preference scores 0 to 1, times its weight (0 to 5) times
// POINTS_PER_WEIGHT: at most 6 × 5 × 10 = 300 points, far below the FILL_WEIGHT of a filled row,
// so that no preference ever leaves a row empty that could be filled. Pure: the backend gathers
// the facts (services/planning/staffing-input.ts).
import { z } from 'zod';

export const STAFFING_PREFERENCES = ['function', 'rating', 'client', 'distance', 'fairSpread', 'together'] as const;
export type TStaffingPreference = (typeof STAFFING_PREFERENCES)[number];

export const POINTS_PER_WEIGHT = 10;
const ZWeight = z.number().int().min(0).max(5);

/** How much each preference counts: 0 (not at all) to 5 (very much). */
export const ZStaffingWeights = z.strictObject({
  /** Experience in the row's function: earlier jobs in it. */
  function: ZWeight.default(3),
  /** Approved ratings. */
  rating: ZWeight.default(3),
  /** Earlier jobs for the project's client. */
  client: ZWeight.default(2),
  /** Distance from home to the crew's location. */
  distance: ZWeight.default(2),
  /** More of the contract's quota left in the period. */
  fairSpread: ZWeight.default(2),
  /** The same people on a crew across its days. */
  together: ZWeight.default(2),
});
export type TStaffingWeights = z.infer<typeof ZStaffingWeights>;
export const DEFAULT_STAFFING_WEIGHTS: TStaffingWeights = ZStaffingWeights.parse({});

/** Earlier jobs in the function that count fully; more add nothing. */
const FULL_EXPERIENCE = 10;
/** Earlier jobs for the client that count fully. */
const FULL_CLIENT_HISTORY = 5;
/** A home this far from the location, or farther, scores nothing for distance. */
const FAR_KM = 100;

/** What is known of one candidate for one row; each fact is also a reason shown to the planner. */
export type TCandidateFacts = {
  /** Finished jobs in the row's function. */
  functionJobs: number;
  /** Average of approved ratings (1 to 5), null when never rated. */
  rating: number | null;
  ratingCount: number;
  /** Finished jobs on projects of the same client. */
  clientJobs: number;
  /** Straight-line distance from home to the crew's location; null when either is not known. */
  distanceKm: number | null;
  /** The contract period holding the row's first day: minutes planned and the quota; null
   *  without a contract. */
  quota: { plannedMinutes: number; quotaMinutes: number } | null;
};

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/** Each preference's score, 0 to 1, but `together`, which the model scores across rows. What is
 *  not known scores the middle, neither for nor against. */
export function preferenceScores(f: TCandidateFacts): Record<Exclude<TStaffingPreference, 'together'>, number> {
  return {
    function: clamp01(f.functionJobs / FULL_EXPERIENCE),
    rating: f.rating === null ? 0.5 : clamp01((f.rating - 1) / 4),
    client: clamp01(f.clientJobs / FULL_CLIENT_HISTORY),
    distance: f.distanceKm === null ? 0.5 : clamp01(1 - f.distanceKm / FAR_KM),
    fairSpread:
      f.quota === null || f.quota.quotaMinutes <= 0 ? 0.5 : clamp01(1 - f.quota.plannedMinutes / f.quota.quotaMinutes),
  };
}

/** A candidate's points for one row in the model's objective. */
export function candidateScore(f: TCandidateFacts, weights: TStaffingWeights): number {
  const scores = preferenceScores(f);
  let points = 0;
  for (const [name, score] of Object.entries(scores))
    points += score * weights[name as keyof typeof scores] * POINTS_PER_WEIGHT;
  return Math.round(points);
}

/** The points of each further day a person works on the same crew (staffing-model.ts). */
export const togetherPoints = (weights: TStaffingWeights) => weights.together * POINTS_PER_WEIGHT;

const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points, in km (haversine): enough to rank travel, where
 *  a road distance would need a routing service. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
