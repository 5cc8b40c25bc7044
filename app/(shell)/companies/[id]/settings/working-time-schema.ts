// The working-time rules form's check, loaded on first use: numbers typed as text become the
// domain's numbers and pass the domain's own rule schema (lib/domain/planning/working-time.ts).
import { z } from 'zod';
import { typedDecimal } from '@/app/_components/form/typed-number';
import { ZWorkingTimeRules } from '@/lib/domain/planning/working-time';

const R = ZWorkingTimeRules.shape;

export const ZWorkingTimeForm = z.object({
  minRestHours: typedDecimal(R.minRestHours),
  maxShiftHours: typedDecimal(R.maxShiftHours),
  maxAverageWeeklyHours: typedDecimal(R.maxAverageWeeklyHours),
  referenceWeeks: typedDecimal(R.referenceWeeks),
  maxConsecutiveDays: typedDecimal(R.maxConsecutiveDays),
});
