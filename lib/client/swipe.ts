// Swipe gestures of the shell (rules §2): left closes the sidebar, right goes back in history.
export const SWIPE_MIN_DISTANCE_PX = 70;
/** Horizontal travel must clearly dominate, so vertical scrolling never counts as a swipe. */
export const SWIPE_MAX_SLOPE = 0.5;
export const SWIPE_MAX_DURATION_MS = 800;

export type TTouchPoint = { x: number; y: number; t: number };

export function swipeDirection(start: TTouchPoint, end: TTouchPoint): 'left' | 'right' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (end.t - start.t > SWIPE_MAX_DURATION_MS) return null;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX) return null;
  if (Math.abs(dy) > Math.abs(dx) * SWIPE_MAX_SLOPE) return null;
  return dx < 0 ? 'left' : 'right';
}
