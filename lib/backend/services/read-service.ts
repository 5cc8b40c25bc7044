// A read service: one GET operation (lib/domain/<area>/operations) and the function that answers
// it. A file `lib/backend/services/<area>/<name>.read.ts` whose default export is a read service is
// served by routes/read-services.ts without a route file or a line in routes/index.ts
// (scripts/generate-registries.mjs collects it), so a read-only screen touches its contract, its
// service, its page folder, its messages and its tests. Access is the operation's own; a read that
// needs a record guard (projectGuard, crewGuard, …) keeps a route file of its own.
import type { Db } from '../db/client';
import type { TAuth } from '../context';
import type { TInputOf, TOperation, TSuccessBodyOf } from '../../domain/operation';

export type TReadService<O extends TOperation = TOperation> = {
  operation: O;
  answer: (db: Db, auth: TAuth, input: TInputOf<O>) => Promise<TSuccessBodyOf<O>>;
};

/** A read service, its answer typed by the operation's success schema. */
export function readService<O extends TOperation & { method: 'get' }>(
  operation: O,
  answer: (db: Db, auth: TAuth, input: TInputOf<O>) => Promise<TSuccessBodyOf<O>>,
): TReadService {
  return { operation, answer: answer as TReadService['answer'] };
}
