import { openMigratedPglite } from '../test-support/seeded-snapshot';
import { isUniqueViolation } from './errors';
import { tenantHosts, tenants } from './schema';

describe('isUniqueViolation', () => {
  it('finds the code on the error or on a wrapped cause', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('insert failed', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(new Error('a', { cause: new Error('b', { cause: { code: '23505' } }) }))).toBe(true);
  });
  it('is false for other errors and for anything that is not an error', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});

describe('isUniqueViolation on a real database', () => {
  it('recognises what PGlite throws through Drizzle for a duplicate key', async () => {
    const database = await openMigratedPglite();
    try {
      const [t] = await database.db.insert(tenants).values({ name: 'T' }).returning({ id: tenants.id });
      await database.db.insert(tenantHosts).values({ host: 'a.example.com', tenantId: t!.id });
      const err = await database.db
        .insert(tenantHosts)
        .values({ host: 'a.example.com', tenantId: t!.id })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isUniqueViolation(err)).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
