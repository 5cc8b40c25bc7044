// Companies and branches of a tenant (rules "Company / branch").
import { z } from 'zod';
import { ZId } from '../primitives';

export const ZCompany = z.object({
  id: ZId,
  name: z.string(),
  /** The company a branch belongs to; null for a company itself. */
  parentId: ZId.nullable(),
  vatNumber: z.string().nullable(),
});
export type TCompany = z.infer<typeof ZCompany>;
