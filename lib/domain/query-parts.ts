// What list filters take from a query string, where every value arrives as text.
import { z } from 'zod';
import { MAX_INT } from './primitives';

/** An id in a query string: `?projectId=12`. */
export const ZQueryId = z.coerce.number().int().positive().max(MAX_INT);
/** A yes/no filter in a query string: `?done=false`. */
export const ZQueryFlag = z.enum(['true', 'false']);
/** Free-text search in a list. */
export const ZSearch = z.string().trim().max(100);
