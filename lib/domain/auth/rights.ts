// What a caller may do (rules §6): rights per resource, and rights per mailbox.
import { z } from 'zod';
import { ZId } from '../primitives';

/** resource → permissions, e.g. `{ receipts: ['READ', 'CREATE'] }` (rules §6). */
export const ZRights = z.record(z.string(), z.array(z.string()));
export type TRights = z.infer<typeof ZRights>;

export const ZMailboxRight = z.object({ id: ZId, name: z.string(), rights: z.array(z.string()) });
export type TMailboxRight = z.infer<typeof ZMailboxRight>;
