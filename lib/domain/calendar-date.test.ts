import { dateFromQuery, isCalendarDate } from './calendar-date';
import { dateFromQuery as fromPrimitives, ZIsoDate } from './primitives';

const TODAY = '2025-06-14';

describe('dateFromQuery (rules §5: a date from the URL is used only if it parses as valid)', () => {
  it.each([
    ['2025-06-01', '2025-06-01'],
    ['2024-02-29', '2024-02-29'], // a leap day
    ['2025-12-31', '2025-12-31'],
  ])('takes the valid %s', (value, date) => {
    expect(dateFromQuery(value, TODAY)).toBe(date);
  });

  it.each([
    ['2025-02-30'], // no such day
    ['2025-02-29'], // not a leap year
    ['2025-13-01'],
    ['2025-6-1'], // not YYYY-MM-DD
    ['14-06-2025'],
    ['2025-06-01T10:00'],
    ['yesterday'],
    [''],
  ])('falls back to today on the invalid %j', (value) => {
    expect(dateFromQuery(value, TODAY)).toBe(TODAY);
  });

  it('falls back to today when the query has no date, or several', () => {
    expect(dateFromQuery(undefined, TODAY)).toBe(TODAY);
    expect(dateFromQuery(null, TODAY)).toBe(TODAY);
    expect(dateFromQuery(['2025-06-01', '2025-06-02'], TODAY)).toBe(TODAY);
  });

  it('is the same rule as the schemas and the former primitives export', () => {
    for (const value of ['2024-02-29', '2025-02-29', 'x', '2025-06-1'])
      expect(isCalendarDate(value)).toBe(ZIsoDate.safeParse(value).success);
    expect(fromPrimitives).toBe(dateFromQuery);
  });
});
