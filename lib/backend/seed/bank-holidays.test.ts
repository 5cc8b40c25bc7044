import { dutchBankHolidays } from './bank-holidays';

describe('dutchBankHolidays', () => {
  it('places the moving feasts of 2025 and 2026', () => {
    const y2025 = Object.fromEntries(dutchBankHolidays(2025).map((h) => [h.key, h.date]));
    expect(y2025).toMatchObject({
      goodFriday: '2025-04-18',
      easter: '2025-04-20',
      easterMonday: '2025-04-21',
      kingsDay: '2025-04-26', // the 27th is a Sunday
      ascension: '2025-05-29',
      whitMonday: '2025-06-09',
    });
    const y2026 = Object.fromEntries(dutchBankHolidays(2026).map((h) => [h.key, h.date]));
    expect(y2026).toMatchObject({ easter: '2026-04-05', kingsDay: '2026-04-27', ascension: '2026-05-14' });
    expect(dutchBankHolidays(2026)).toHaveLength(11);
  });
});
