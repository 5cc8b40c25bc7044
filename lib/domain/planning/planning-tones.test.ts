import { planningSince } from './planning-tones';

describe('planningSince (rules §9: one month back)', () => {
  it.each([
    ['2026-03-15', '2026-02-15'],
    ['2026-03-31', '2026-02-28'],
    ['2026-01-10', '2025-12-10'],
  ])('%s → %s', (today, since) => expect(planningSince(today)).toBe(since));
});
