// A crew member's check-in and check-out (endpoints.ts says what these are). Apart, because the
// outbox sends them from every page that may queue work (lib/client/api/outbox-send.ts), and a
// module a bundle takes comes whole: those pages carry these two, not all of field work's.
export const checkIn = { method: 'post', path: '/projectCrews/{id}/checkIns' } as const;
export const checkOut = { method: 'post', path: '/projectCrews/{id}/checkOuts' } as const;
