// The login types (rules §3) as plain lists, without zod: the shell's menu and gate rules
// run in the browser on every screen and need no schema library for a list of names.
export const LOGIN_TYPES = ['clients', 'crew', 'planners', 'operations', 'planning', 'office'] as const;
export type TLoginType = (typeof LOGIN_TYPES)[number];
export const PLANNER_LOGIN_TYPES: readonly TLoginType[] = ['planners', 'operations', 'planning'];
