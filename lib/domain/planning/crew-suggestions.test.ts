import { BUSY_ASSIGNMENT_STATUSES, isoWeekOf, rankSuggestions, type TSuggestionFacts } from './crew-suggestions';

const person = (id: number, over: Partial<TSuggestionFacts> = {}): TSuggestionFacts => ({
  id,
  name: `Person ${id}`,
  hasFunction: true,
  onItem: false,
  conflicts: 0,
  breaches: 0,
  rating: null,
  ratingCount: 0,
  plannedMinutes: 0,
  ...over,
});

describe('rankSuggestions', () => {
  it('suggests only people with the function, not on the item, without any conflict or broken working-time rule', () => {
    const ranked = rankSuggestions([
      person(1),
      person(2, { hasFunction: false }),
      person(3, { onItem: true }),
      person(4, { conflicts: 1 }),
      person(5, { conflicts: 3, rating: 5, ratingCount: 2 }),
      person(6, { breaches: 1, rating: 5, ratingCount: 4 }),
    ]);
    expect(ranked.map((p) => p.id)).toEqual([1]);
    expect(ranked[0]).toEqual({ id: 1, name: 'Person 1', rating: null, ratingCount: 0, plannedMinutes: 0 });
  });

  it('orders by rating, the unrated last, then by fewer hours that week, then by name', () => {
    const ranked = rankSuggestions([
      person(1, { rating: 3, ratingCount: 1, plannedMinutes: 0 }),
      person(2, { rating: null, plannedMinutes: 0 }),
      person(3, { rating: 4.5, ratingCount: 2, plannedMinutes: 720 }),
      person(4, { rating: 4.5, ratingCount: 4, plannedMinutes: 240 }),
      person(5, { rating: 1, ratingCount: 1, plannedMinutes: 0, name: 'Bea' }),
      person(6, { rating: 1, ratingCount: 1, plannedMinutes: 0, name: 'Ada' }),
      person(7, { rating: null, plannedMinutes: 60 }),
    ]);
    expect(ranked.map((p) => p.id)).toEqual([4, 3, 1, 6, 5, 2, 7]);
  });

  it('keeps to the limit', () => {
    const people = Array.from({ length: 30 }, (_, i) => person(i + 1, { plannedMinutes: i }));
    expect(rankSuggestions(people).map((p) => p.id)).toEqual(people.slice(0, 20).map((p) => p.id));
    expect(rankSuggestions(people, 3)).toHaveLength(3);
    expect(rankSuggestions(people, 0)).toEqual([]);
  });
});

describe('BUSY_ASSIGNMENT_STATUSES', () => {
  it('counts asked, standby and agreed jobs; cancelled ones and no-shows hold no time', () => {
    expect([...BUSY_ASSIGNMENT_STATUSES].sort()).toEqual(
      ['clientAdded', 'clientRequested', 'confirmed', 'confirmedWeb', 'hasChanged', 'requested', 'spare'].sort(),
    );
  });
});

describe('isoWeekOf', () => {
  it.each([
    ['2026-03-12', 2026, 11, '2026-03-09', '2026-03-15'],
    ['2026-03-09', 2026, 11, '2026-03-09', '2026-03-15'],
    ['2026-03-15', 2026, 11, '2026-03-09', '2026-03-15'],
    // Week 1 holds the year's first Thursday: 1 January 2021 is a Friday of 2020's week 53.
    ['2021-01-01', 2020, 53, '2020-12-28', '2021-01-03'],
    ['2021-01-04', 2021, 1, '2021-01-04', '2021-01-10'],
    // 31 December 2024 (a Tuesday) is in week 1 of 2025.
    ['2024-12-31', 2025, 1, '2024-12-30', '2025-01-05'],
    ['2026-12-31', 2026, 53, '2026-12-28', '2027-01-03'],
  ])('%s is in %i week %i (%s to %s)', (date, year, number, from, to) => {
    expect(isoWeekOf(date)).toEqual({ year, number, from, to });
  });
});
