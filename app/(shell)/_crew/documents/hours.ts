// Hours as the crew chief types them: "h:mm" or plain hours. Whether they fit in a day is the
// domain's rule (ZProposedHoursInput), checked by the sign-off form's schema.
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes from "7:30", "07:30" or "8"; null when it is not written as hours. */
export function parseHours(text: string): number | null {
  const match = /^\s*(\d{1,2})(?::([0-5]\d))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2] ?? 0);
}
