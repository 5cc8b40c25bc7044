// The client's digital confirmation that the crew worked on a day (rules §7 digitalConfirm).
import { z } from 'zod';
import { optionalText, ZId, ZIsoDate } from '../primitives';
import { ZDate, ZTimestamp } from '../response-parts';
import { ZSignerName } from './signature';

export const ZDigitalConfirmInput = z.strictObject({
  date: ZIsoDate,
  name: ZSignerName,
  comment: optionalText(1000),
});
export type TDigitalConfirmInput = z.infer<typeof ZDigitalConfirmInput>;

export const ZDigitalConfirmation = z.object({
  id: ZId,
  date: ZDate,
  /** The name the client typed. */
  name: z.string(),
  comment: z.string().nullable(),
  /** Who was logged in: the client, the crew chief whose device it was, or a planner. */
  confirmedByPersonId: ZId.nullable(),
  confirmedAt: ZTimestamp,
});
export type TDigitalConfirmation = z.infer<typeof ZDigitalConfirmation>;
