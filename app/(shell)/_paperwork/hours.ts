// Minutes as hours and minutes: 450 → "7:30"; with `signed`, a balance: "+1:20", "−2:05".
export function hoursText(minutes: number, signed = false): string {
  const m = Math.abs(Math.round(minutes));
  const text = `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
  if (!signed) return minutes < 0 ? `−${text}` : text;
  return minutes > 0 ? `+${text}` : minutes < 0 ? `−${text}` : text;
}
