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
