// The log of a process (pino): JSON lines in production, one object per line for whatever reads
// them; pino-pretty's readable lines in development (`npm run dev`). LOG_LEVEL chooses how much
// (info by default). Every line written while a request is answered carries its id as `reqId`
// (request-scope.ts), in both processes. What is logged is ids, patterns and messages: never a
// token, a cookie, a password or a person's details; the redaction below is a second guard for a
// field someone adds by mistake.
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequest } from './request-scope';

export type TLogger = Logger;

const SECRET_FIELDS = ['password', 'token', 'authorization', 'cookie', 'secret'];

export function createLogger(
  name: string,
  opts: { level?: string; destination?: DestinationStream; pretty?: boolean } = {},
): Logger {
  const pretty = opts.pretty ?? (!opts.destination && process.env.NODE_ENV === 'development');
  return pino(
    {
      name,
      level: opts.level ?? process.env.LOG_LEVEL ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const scope = currentRequest();
        return scope ? { reqId: scope.id } : {};
      },
      redact: { paths: SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]), censor: '[redacted]' },
      // In development only: a worker thread that turns the JSON into readable lines.
      ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
    },
    opts.destination,
  );
}

const LOG = Symbol.for('crewdeck.log');
const holder = globalThis as typeof globalThis & { [LOG]?: Logger };

/**
 * The process's log, named by the process's entry (`startProcessLog('backend')`); one per
 * process, on globalThis like the request scope, since Next keeps its own copy of our modules.
 */
export function processLog(): Logger {
  return (holder[LOG] ??= createLogger('crewdeck'));
}

export function startProcessLog(name: string): Logger {
  holder[LOG] = createLogger(name);
  return holder[LOG];
}

/** The message of an error, for a line that does not carry its stack. */
export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
