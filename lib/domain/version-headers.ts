// The If-Match header of the operations on versioned records (versions.ts says what it does; kept
// apart from it because the browser reads that file without zod).
import { z } from 'zod';
import { IF_MATCH_HEADER } from './versions';

export const ZIfMatchHeaders = z.object({
  [IF_MATCH_HEADER]: z
    .string()
    .max(200)
    .optional()
    .describe(
      'The ETag (version) the change is based on, as the last answer sent it, or * for any. Without it: 428 PRECONDITION_REQUIRED; an older one: 412 PRECONDITION_FAILED with the current version, who changed it and when in `details`',
    ),
});
