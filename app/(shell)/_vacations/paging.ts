// How many vacation requests a planner's list shows at first, and adds by "Show more". A plain
// module: the server section and the client list both read it.
export const VACATION_PAGE = 10;
