// The service's own health and version: what monitoring and the /version screen read.
import { z } from 'zod';

export const ZServiceStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
});
export type TServiceStatus = z.infer<typeof ZServiceStatus>;

export const ZVersion = z.object({ version: z.string().min(1) });
export type TVersion = z.infer<typeof ZVersion>;
