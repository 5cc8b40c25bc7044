// The pieces every response schema is built from, defined once: dates, times and instants as
// the backend writes them, and the small references one resource embeds of another.
import { z } from 'zod';
import { ZId, ZTimeOfDay } from './primitives';

/** A calendar date as stored: `2026-06-01`. */
export const ZDate = z.iso.date();
/** An instant, always written in UTC by `Date#toISOString`: `2026-06-01T06:00:00.000Z`. */
export const ZTimestamp = z.iso.datetime();
/** A time of day in the tenant's time zone: `08:00` (or `08:00:00` straight from a time column). */
export const ZTime = ZTimeOfDay;
export const ZCount = z.number().int().nonnegative();
/** A project or contact number: shown to people, unique per tenant. */
export const ZNumber = z.number().int().positive();
/** A record's version: counted up on every change (lib/domain/versions.ts); a change names the
 *  one it is based on. */
export const ZVersion = z.number().int().positive();

export const ZNamedRef = z.object({ id: ZId, name: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRef>;
/** A person as other resources show them: id and full name. */
export const ZPersonRef = z.object({ id: ZId, name: z.string() });
export type TPersonRef = z.infer<typeof ZPersonRef>;
export const ZProjectRef = z.object({ id: ZId, number: ZNumber, name: z.string() });
export type TProjectRef = z.infer<typeof ZProjectRef>;
/** A client or supplier organisation as other resources show it. */
export const ZContactRef = z.object({ id: ZId, number: ZNumber, name: z.string() });
export type TContactRef = z.infer<typeof ZContactRef>;
export const ZLocationRef = z.object({ id: ZId, name: z.string(), city: z.string().nullable() });
export type TLocationRef = z.infer<typeof ZLocationRef>;

/** The answer of a call that only confirms it was done. */
export const ZDone = z.object({ ok: z.literal(true) });
/** The answer of a delete that names what it deleted. */
export const ZDeleted = z.object({ id: ZId });
export type TDone = z.infer<typeof ZDone>;
export type TDeleted = z.infer<typeof ZDeleted>;
