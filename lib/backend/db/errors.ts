// PostgreSQL errors the services turn into answers of their own.

/** unique_violation (23505), from either driver (pg or PGlite), possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// The database cannot be reached or is going down: socket errors of the driver, PostgreSQL's
// connection exceptions (class 08) and shutdown codes (57P01 admin_shutdown, 57P02 crash_shutdown,
// 57P03 cannot_connect_now), and what `pg` throws when a connection ends under it or cannot be
// made in time.
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
];

/** Whether the error (or a wrapped cause) says the database is unreachable, not that a query was wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code))
    )
      return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}
