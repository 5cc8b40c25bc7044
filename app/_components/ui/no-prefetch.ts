/**
 * `prefetch` of the links a screen shows many of (its actions, the rows of a list). Next would
 * otherwise fetch and read each one's page as soon as it is in view, while the screen starts up:
 * on /crews/{id} that was about 350 ms of main-thread work at 4× CPU (`npm run profile:screens`).
 * Every screen is dynamic and has no loading state, so such a prefetch brought a tap little.
 */
export const NO_PREFETCH = false;
