// What the type check holds callers of an operation to: the endpoint must be the operation's
// own, the query may name only the operation's query fields, and the answer is the operation's.
// `npm run typecheck` fails when a probe marked @ts-expect-error compiles.
import { pathOf } from './endpoint';
import { withQuery } from './api-path';
import type { TAnswerOf, TOperation, TQueryOf } from './operation';
import type * as blockDates from './planning/operations/block-dates';
import * as planningEndpoints from './planning/endpoints';
import type { TBlockDate } from './planning';

type TEndpointOf<O extends TOperation> = Pick<O, 'method' | 'path'>;
const pathFor = <O extends TOperation>(endpoint: TEndpointOf<O>, query: TQueryOf<O>) =>
  withQuery(pathOf(endpoint), query);

describe('an operation as its callers see it', () => {
  it("builds the call from the operation's own endpoint and query fields", () => {
    const path = pathFor<typeof blockDates.listBlockDates>(planningEndpoints.listBlockDates, {
      from: '2031-05-01',
      to: '2031-05-31',
      limit: 50,
    });
    expect(path).toBe('/blockDates?from=2031-05-01&to=2031-05-31&limit=50');

    // @ts-expect-error: the endpoint of another operation
    pathFor<typeof blockDates.listBlockDates>(planningEndpoints.listJobs, {});
    // @ts-expect-error: a query field the operation does not take
    pathFor<typeof blockDates.listBlockDates>(planningEndpoints.listBlockDates, { fromDate: '2031-05-01' });

    const answer: TAnswerOf<typeof blockDates.listBlockDates> = [] as TBlockDate[];
    // @ts-expect-error: the answer is a list of blocked dates, not one
    const one: TBlockDate = answer;
    expect([answer, one]).toEqual([[], []]);
  });
});
