// The day's figures as typed, as the body of PUT /plusCrews/{number}/data (without its date).
// The fields bear the body's names: money typed as 1.234,56 leaves as `…Cents` (123456), and
// the server's field errors land on the field they name.
import { z } from 'zod';
import { ZDayEntriesInput } from '@/lib/domain/plus-crews/schemas';
import { typedDecimal, typedMoney } from '@/app/_components/form/typed-number';

const { actualTurnoverCents, targetTurnoverCents, staffHours } = ZDayEntriesInput.shape;

export const ZDayEntryForm = z.object({
  actualTurnoverCents: typedMoney(actualTurnoverCents),
  targetTurnoverCents: typedMoney(targetTurnoverCents),
  staffHours: typedDecimal(staffHours),
});
