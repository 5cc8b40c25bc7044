// The one formatting rule, per locale: the reader's language in the tenant's region, the same
// named formats as the screens, and times that follow the tenant's clock across the changes of
// daylight-saving time.
import { formatLocale } from './format-locale';
import { LOCALES } from './locales';
import { readerFormat } from './reader-format';

const AMSTERDAM = 'Europe/Amsterdam';
/** Plain spaces for the no-break spaces ICU puts in French and Spanish amounts. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('formatLocale', () => {
  it('writes English the British way in a European tenant, the American way in the Americas', () => {
    expect(formatLocale('en', AMSTERDAM)).toBe('en-GB');
    expect(formatLocale('en', 'Europe/London')).toBe('en-GB');
    expect(formatLocale('en', 'America/New_York')).toBe('en-US');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('keeps %s as it is', (locale) => {
    expect(formatLocale(locale, AMSTERDAM)).toBe(locale);
  });
});

describe('readerFormat in a European tenant', () => {
  // 2026-03-29: at 01:00 UTC Amsterdam goes from 02:00 to 03:00. 2026-10-25: at 01:00 UTC back to 02:00.
  const springBefore = new Date('2026-03-29T00:30:00Z');
  const springAfter = new Date('2026-03-29T01:30:00Z');
  const autumnBefore = new Date('2026-10-25T00:30:00Z');
  const autumnAfter = new Date('2026-10-25T01:30:00Z');

  it.each(LOCALES)('%s: 24-hour times on the tenant clock, across both changes', (locale) => {
    const f = readerFormat({ locale, timeZone: AMSTERDAM });
    expect([springBefore, springAfter, autumnBefore, autumnAfter].map((at) => f.instant(at, 'time'))).toEqual([
      '01:30',
      '03:30',
      '02:30',
      '02:30',
    ]);
    // Each language puts its own spaces around the dash (German adds "Uhr").
    expect(f.range(new Date('2026-11-29T13:00:00Z'), new Date('2026-11-29T22:30:00Z'), 'time')).toMatch(
      /^14:00 ?– ?23:30( Uhr)?$/,
    );
  });

  const days: Record<(typeof LOCALES)[number], [string, string, string]> = {
    en: ['Sun 29 Mar', '€1,234.50', '7.25'],
    nl: ['zo 29 mrt', '€ 1.234,50', '7,25'],
    cy: ['Sul, 29 Maw', '€1,234.50', '7.25'],
    fr: ['dim. 29 mars', '1 234,50 €', '7,25'],
    'de-AT': ['So., 29. März', '€ 1.234,50', '7,25'],
    de: ['So., 29. März', '1.234,50 €', '7,25'],
    es: ['dom, 29 mar', '1234,50 €', '7,25'],
  };
  it.each(LOCALES)('%s: the day before the month, amounts and decimals in the language', (locale) => {
    const f = readerFormat({ locale, timeZone: AMSTERDAM });
    const [day, money, decimal] = days[locale];
    expect(f.instant(springAfter, 'weekday')).toBe(day);
    expect(f.calendar('2026-03-29', 'weekday')).toBe(day);
    expect(plain(f.money(123450, 'EUR'))).toBe(money);
    expect(f.decimal(7.25)).toBe(decimal);
  });

  it('never shifts a calendar date, whatever the zone', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', AMSTERDAM]) {
      expect(readerFormat({ locale: 'en', timeZone }).calendar('2026-11-29', 'calendarDayNumber')).toBe('29');
    }
  });
});

describe('readerFormat in an American tenant', () => {
  it('writes English with AM/PM and the month first, in the tenant clock across its own change', () => {
    const f = readerFormat({ locale: 'en', timeZone: 'America/New_York' });
    // 2026-03-08: New York springs from 02:00 to 03:00 at 07:00 UTC.
    expect(f.instant(new Date('2026-03-08T06:30:00Z'), 'time')).toBe('01:30 AM');
    expect(f.instant(new Date('2026-03-08T07:30:00Z'), 'time')).toBe('03:30 AM');
    expect(f.calendar('2026-11-29', 'calendarDayYear')).toBe('Sun, Nov 29, 2026');
  });
});
