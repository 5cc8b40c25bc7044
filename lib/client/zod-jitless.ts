// Zod compiles fast object parsers with `new Function` unless told not to, and probes for it
// first; under the pages' CSP (no 'unsafe-eval') that probe is reported as a
// violation. Imported for its effect by instrumentation-client.ts, before any schema exists.
//
// Zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there,
// so the setting is made without importing zod: every screen loads this file, and most need no
// schema library at all. zod-jitless.test.ts checks that zod still reads it from there.

type TZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

export function makeZodJitless(scope: TZodGlobal = globalThis as TZodGlobal): void {
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

makeZodJitless();
