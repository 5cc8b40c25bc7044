// Hours as the crew chief types them: "h:mm" (or plain hours), within one day.
import { MAX_DAY_MINUTES } from '@/lib/domain/field-work';

export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes from "7:30", "07:30" or "8"; null when it is not a time of at most 24:00. */
export function parseHours(text: string): number | null {
  const match = /^\s*(\d{1,2})(?::([0-5]\d))?\s*$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2] ?? 0);
  return minutes <= MAX_DAY_MINUTES ? minutes : null;
}
