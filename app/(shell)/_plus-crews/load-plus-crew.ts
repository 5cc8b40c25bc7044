import 'server-only';
// What every /plus-crews/{number} page needs first, read once per request: the plus crew of
// the route's number and the tenant's value types, with the rules §8 failures as states of
// their own: no number in the URL, and a tenant missing one of the five value types.
import { pageRecord, routeId } from '@/lib/bff/load';
import { getPlusCrew, getValueTypes } from '@/lib/bff/queries/plus-crews';
import type { TErrorCode } from '@/lib/domain/errors';
import type { TPlusCrew } from '@/lib/domain/plus-crews';
import { requiredValueTypes, type TValueTypeSet } from '@/lib/domain/plus-crews/value-types';

export type TPlusCrewLoad =
  | { kind: 'ok'; crew: TPlusCrew; valueTypes: TValueTypeSet }
  | { kind: 'numberMissing' }
  | { kind: 'valueTypesMissing' }
  | { kind: 'failed'; code: TErrorCode };

export async function loadPlusCrew(numberParam: string | undefined): Promise<TPlusCrewLoad> {
  const number = routeId(numberParam);
  if (number === null) return { kind: 'numberMissing' };
  const [crew, types] = await Promise.all([getPlusCrew(number), getValueTypes()]);
  pageRecord(crew);
  if (!crew.ok) return { kind: 'failed', code: crew.code };
  if (!types.ok) return { kind: 'failed', code: types.code };
  const valueTypes = requiredValueTypes(types.data);
  return valueTypes ? { kind: 'ok', crew: crew.data, valueTypes } : { kind: 'valueTypesMissing' };
}
