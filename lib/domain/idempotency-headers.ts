// The Idempotency-Key header in the operations that take it (idempotency.ts says what it does;
// kept apart from it because the browser's offline queue reads that file without zod).
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from './idempotency';

export const ZIdempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .uuid('Use a UUID')
    .optional()
    .describe('A UUID per action: the same key again gets the first answer, and the action is done once'),
});
