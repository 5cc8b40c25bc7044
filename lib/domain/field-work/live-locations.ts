// Live location (rules "On the day"): the crew chief's position, shared while on duty.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZTimestamp } from '../response-parts';
import { ZAccuracy, ZLatitude, ZLongitude } from './device-input';

export const ZLiveLocationInput = z.strictObject({
  lat: ZLatitude,
  lng: ZLongitude,
  accuracy: ZAccuracy.nullable().optional(),
});
export type TLiveLocationInput = z.infer<typeof ZLiveLocationInput>;

export const ZLiveLocation = z.object({
  personId: ZId,
  name: z.string(),
  lat: ZLatitude,
  lng: ZLongitude,
  accuracy: ZAccuracy.nullable(),
  recordedAt: ZTimestamp,
});
export type TLiveLocation = z.infer<typeof ZLiveLocation>;
