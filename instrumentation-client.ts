// Runs in the browser before the app's own code (Next's client instrumentation hook).
// Zod must know it may not compile with `new Function` before the first schema is built:
// the pages' CSP allows no eval.
import './lib/client/zod-jitless';
