// Storing a new receipt or invoice under the next number of its company's series, in one
// transaction with everything that goes with it (items, activity), so that a failure gives the
// number back.
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../errors';
import { formatDocumentNumber } from '../../../domain/money';
import { takeNumber } from '../numbering';
import { getPaperwork } from './settings';

type TPaperwork = Awaited<ReturnType<typeof getPaperwork>>;

export async function insertNumberedDocument<T>(
  db: Db,
  s: { tenantId: number; companyId: number; kind: 'invoice' | 'receipt' },
  insert: (tx: Tx, n: { number: string; sequence: number; paperwork: TPaperwork }) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const paperwork = await getPaperwork(tx, s.tenantId, s.companyId);
      const sequence = await takeNumber(tx, s);
      const prefix = s.kind === 'invoice' ? paperwork.invoicePrefix : paperwork.receiptPrefix;
      return insert(tx, { number: formatDocumentNumber(prefix, sequence), sequence, paperwork });
    });
  } catch (err) {
    // Only when the numbering settings were changed so that they meet numbers given before.
    if (isUniqueViolation(err))
      throw new ApiError('CONFLICT', `The next ${s.kind} number is already used; change the numbering in the settings`);
    throw err;
  }
}
