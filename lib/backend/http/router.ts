// Every resource file builds its routes on this router, so that validation failures take
// one shape: 422 VALIDATION_FAILED with a message per field.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { ApiError, fieldsFromIssues } from '../errors';

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const fields = fieldsFromIssues(result.error.issues);
        const first = Object.entries(fields)[0];
        throw new ApiError(
          'VALIDATION_FAILED',
          first ? `${first[0]}: ${first[1]}` : 'The request is not valid',
          fields,
        );
      }
    },
  });
}

export type TRouter = ReturnType<typeof createRouter>;
