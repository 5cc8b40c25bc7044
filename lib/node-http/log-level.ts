// LOG_LEVEL, as both processes' settings check it (lib/backend/env.ts, lib/bff/config.ts): pino's
// levels (logger.ts).
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const ZLogLevel = z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).optional();
