import { formatDueDate } from './activity';

describe('formatDueDate', () => {
  it('writes a due date as rules §3 shows it, DD.MM.YYYY', () => {
    expect(formatDueDate('2026-03-09')).toBe('09.03.2026');
    expect(formatDueDate('2031-12-31')).toBe('31.12.2031');
  });
  it('keeps no date as no date', () => {
    expect(formatDueDate(null)).toBeNull();
  });
});
