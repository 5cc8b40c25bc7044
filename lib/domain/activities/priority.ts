// Activity priorities, without the schema library: the to-do form shows them before it loads
// its schema.
export const ACTIVITY_PRIORITY_MIN = 1;
export const ACTIVITY_PRIORITY_MAX = 5;
/** The middle priority when none is given. */
export const ACTIVITY_DEFAULT_PRIORITY = 3;
