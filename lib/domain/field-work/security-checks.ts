// Security checks (rules "On the day"): a securityCheck form filled in for one crew,
// date and shift, and signed once. The result is a form result ("crewChecks" in rules §7 paths).
import { z } from 'zod';
import { ZId, ZIsoDate } from '../primitives';
import { ZDate, ZTimestamp } from '../response-parts';
import { ZAnswers, ZAnswerValue } from './forms';
import { ZActionAt } from './device-input';
import { ZSignature, ZSignerName } from './signature';

export const ZShift = z.string().trim().min(1, 'Enter the shift').max(40);

export const ZSecurityCheckQuery = z.object({ formId: z.coerce.number().pipe(ZId), date: ZIsoDate, shift: ZShift });

export const ZSecurityCheckInput = z.strictObject({
  formId: ZId,
  date: ZIsoDate,
  shift: ZShift,
  answers: ZAnswers,
  signerName: ZSignerName,
  signature: ZSignature,
  at: ZActionAt,
});
export type TSecurityCheckInput = z.infer<typeof ZSecurityCheckInput>;

export const ZFormResult = z.object({
  id: ZId,
  formId: ZId,
  projectCrewId: ZId.nullable(),
  personId: ZId,
  workDate: ZDate.nullable(),
  shift: z.string().nullable(),
  answers: z.record(z.string(), ZAnswerValue),
  signerName: z.string().nullable(),
  signedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TFormResult = z.infer<typeof ZFormResult>;
