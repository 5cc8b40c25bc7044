// What a device sends from the field: its position and its own clock time.
import { z } from 'zod';

export const ZLatitude = z.number().min(-90).max(90);
export const ZLongitude = z.number().min(-180).max(180);
/** Metres, as the browser's geolocation reports it. */
export const ZAccuracy = z.number().min(0).max(100000);

/** An ISO-8601 instant with an explicit offset (`Z` or `+02:00`): a device's own clock time. */
export const ZInstant = z.iso.datetime({
  offset: true,
  error: 'Use an ISO date and time with offset, e.g. 2026-06-01T08:00:00Z',
});

/** When the user did it, for an action the device's offline queue sends later (default: now).
 *  At most a day back, as for check-ins. */
export const ZActionAt = ZInstant.optional();
