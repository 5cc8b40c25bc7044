// Shift swaps: a crew member offers a confirmed job, a colleague takes it, a planner approves.
export * from './rules';
export * from './swap';
