// Every resource file builds its routes on this router, so that validation failures take
// one shape: 422 VALIDATION_FAILED with a message and a message key per field.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { validationError } from '../errors';

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
}

export type TRouter = ReturnType<typeof createRouter>;
