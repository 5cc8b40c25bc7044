// The day's figures as typed, as the body of PUT /plusCrews/{number}/data (without its date).
import { z } from 'zod';
import { ZDayEntriesInput } from '@/lib/domain/plus-crews/schemas';
import { typedDecimal, typedMoney } from '../typed-number';

const { actualTurnover, targetTurnover, staffHours } = ZDayEntriesInput.shape;

export const ZDayEntryForm = z.object({
  actualTurnover: typedMoney(actualTurnover),
  targetTurnover: typedMoney(targetTurnover),
  staffHours: typedDecimal(staffHours),
});
