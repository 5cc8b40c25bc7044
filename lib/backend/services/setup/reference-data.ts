// The global reference tables (countries, nationalities) every tenant's forms pick from. Real
// data, not demo data: `tenant:create` and the demo seed both make sure they are filled.
import type { DbOrTx } from '../../db/client';
import { countries, nationalities } from '../../db/schema';

export const COUNTRIES = [
  ['NL', 'Netherlands'],
  ['BE', 'Belgium'],
  ['DE', 'Germany'],
  ['AT', 'Austria'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['ES', 'Spain'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['IT', 'Italy'],
] as const;
const NATIONALITIES = [
  ['NL', 'Dutch'],
  ['BE', 'Belgian'],
  ['DE', 'German'],
  ['AT', 'Austrian'],
  ['FR', 'French'],
  ['GB', 'British'],
  ['ES', 'Spanish'],
  ['PL', 'Polish'],
  ['PT', 'Portuguese'],
  ['IT', 'Italian'],
] as const;

/** Adds the missing rows; existing ones (perhaps renamed by an operator) stay as they are. */
export async function ensureReferenceData(db: DbOrTx) {
  await db
    .insert(countries)
    .values(COUNTRIES.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
  await db
    .insert(nationalities)
    .values(NATIONALITIES.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
}
