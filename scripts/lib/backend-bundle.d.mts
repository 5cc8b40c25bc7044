// Types of backend-bundle.mjs, for the tests that build the bundle (lib/backend/server.test.ts).
export const BACKEND_DIR: string;
export const BACKEND_FILE: string;
export function buildBackend(outDir?: string): Promise<void>;
export function backendBundleNeeded(): string | null;
