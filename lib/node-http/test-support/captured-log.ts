// A log (logger.ts) whose lines a test reads: each JSON line parsed, and the raw text to grep.
import { createLogger, type TLogger } from '../logger';

export type TCapturedLog = { log: TLogger; lines: Record<string, unknown>[]; text: () => string };

export function capturedLog(name: string, level = 'debug'): TCapturedLog {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(name, {
    level,
    destination: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  });
  return { log, lines, text: () => raw.join('') };
}
