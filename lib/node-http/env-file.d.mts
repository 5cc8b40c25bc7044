// Types of env-file.mjs (plain JavaScript, so that `npm start` reads `.env` before anything is compiled).
export const KNOWN_VARIABLES: readonly string[];
export function loadEnvFile(file?: string, env?: Record<string, string | undefined>): string[];
