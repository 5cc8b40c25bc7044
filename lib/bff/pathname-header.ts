// The path of the page being rendered, for the server components that cannot read it otherwise
// (a not-found boundary has no props): the gate (middleware.ts) sets it on every page request,
// over whatever a client sent under that name.
export const PATHNAME_HEADER = 'x-crewdeck-pathname';
