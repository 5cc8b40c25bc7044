// The crew planner board's operations (endpoints.ts says what these are). Apart, because a
// module a bundle takes comes whole, with every endpoint any screen uses: the board's first
// load carries these two, not all of planning's.
export const getPlannerBoard = { method: 'get', path: '/plannerBoard' } as const;
export const listOpenRows = { method: 'get', path: '/plannerBoard/openRows' } as const;
