// Zod compiles fast object parsers with `new Function` unless told not to, and probes for it
// first; under the pages' CSP (no 'unsafe-eval', issue 8 item 11) that probe is reported as a
// violation. Imported for its effect by instrumentation-client.ts, before any schema exists.
import { config } from 'zod/v4/core';

config({ jitless: true });
