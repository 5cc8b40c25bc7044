// How often a page says it is open, and how long someone not heard of counts as there
// (presence.ts says what presence is). zod-free: the browser's presence part imports these, and a
// value import of presence.ts would bring zod and its schemas into every live screen's start.
export const PRESENCE_BEAT_MS = 20_000;
export const PRESENCE_FRESH_MS = 60_000;
