// Phone numbers and email addresses in the company's own text, as parts to make links of
// (pure, so the rule is tested). A phone number starts with + or 0 and has at least 8 digits.
export type TTextPart = { kind: 'text' | 'phone' | 'email'; text: string };

const PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?:\+|\b0)\d[\d ()-]{6,}\d)/g;

export function linkify(line: string): TTextPart[] {
  const parts: TTextPart[] = [];
  let last = 0;
  for (const m of line.matchAll(PATTERN)) {
    const digits = (m[2] ?? '').replace(/\D/g, '');
    if (m[2] && digits.length < 8) continue;
    if (m.index > last) parts.push({ kind: 'text', text: line.slice(last, m.index) });
    parts.push({ kind: m[1] ? 'email' : 'phone', text: m[0] });
    last = m.index + m[0].length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}
