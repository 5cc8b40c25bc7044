// A shift as crew read it: the crew item's project, crew, function and place, its days and
// daily times. Vacancies and shift swaps show a shift this way.
import { z } from 'zod';
import { ZDate, ZLocationRef, ZNamedRef, ZProjectRef, ZTime, ZTimestamp } from '../response-parts';

export const shiftFields = {
  project: ZProjectRef,
  crew: ZNamedRef,
  function: ZNamedRef,
  location: ZLocationRef.nullable(),
  startDate: ZDate,
  endDate: ZDate.nullable(),
  startTime: ZTime,
  endTime: ZTime,
  startsAt: ZTimestamp,
  endsAt: ZTimestamp,
};

export const ZShift = z.object(shiftFields);
export type TShift = z.infer<typeof ZShift>;
