// scripts/e2e.mjs starts one copy of the product (a backend on its own copy of the demo database,
// and a web server) per Playwright worker. Worker i (TEST_PARALLEL_INDEX) drives copy i only, so a
// spec never sees what the other worker's specs wrote.
const copy = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const ofCopy = (list: string | undefined, fallback: string) => list?.split(',')[copy] ?? fallback;

/** The web app of this worker's copy. */
export const WEB_URL = ofCopy(process.env.E2E_BASE_URLS, 'http://localhost:3100');
/** The backend of this worker's copy (test set-up goes straight to it). */
export const BACKEND_URL = ofCopy(process.env.E2E_BACKEND_URLS, 'http://127.0.0.1:4100');
/** The log files of this worker's copy, as its processes wrote them (JSON lines). */
export const WEB_LOG = ofCopy(process.env.E2E_WEB_LOGS, '');
export const BACKEND_LOG = ofCopy(process.env.E2E_BACKEND_LOGS, '');
