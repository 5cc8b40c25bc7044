// The Dutch bank holidays for the demo tenants (a per-tenant list: bank_holidays), from last
// year to next year around today. Easter by the anonymous Gregorian algorithm; King's Day
// moves to the 26th when the 27th of April is a Sunday.
import type { Db } from '../db/client';
import { bankHolidays } from '../db/schema';
import { addDays } from '../../domain/calendar-days';
import { insertRows, SEED_TIME_ZONE } from './context';
import { clock } from '../../domain/clock';

function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const NAMES = {
  newYear: { en: "New Year's Day", nl: 'Nieuwjaarsdag' },
  goodFriday: { en: 'Good Friday', nl: 'Goede Vrijdag' },
  easter: { en: 'Easter Sunday', nl: 'Eerste Paasdag' },
  easterMonday: { en: 'Easter Monday', nl: 'Tweede Paasdag' },
  kingsDay: { en: "King's Day", nl: 'Koningsdag' },
  liberation: { en: 'Liberation Day', nl: 'Bevrijdingsdag' },
  ascension: { en: 'Ascension Day', nl: 'Hemelvaartsdag' },
  whitSunday: { en: 'Whit Sunday', nl: 'Eerste Pinksterdag' },
  whitMonday: { en: 'Whit Monday', nl: 'Tweede Pinksterdag' },
  christmas: { en: 'Christmas Day', nl: 'Eerste Kerstdag' },
  boxingDay: { en: 'Boxing Day', nl: 'Tweede Kerstdag' },
} as const;

/** The Dutch bank holidays of `year`, in date order. */
export function dutchBankHolidays(year: number): Array<{ date: string; key: keyof typeof NAMES }> {
  const e = easter(year);
  const kings = `${year}-04-27`;
  const kingsDay = new Date(`${kings}T12:00:00Z`).getUTCDay() === 0 ? `${year}-04-26` : kings;
  return [
    { date: `${year}-01-01`, key: 'newYear' as const },
    { date: addDays(e, -2), key: 'goodFriday' as const },
    { date: e, key: 'easter' as const },
    { date: addDays(e, 1), key: 'easterMonday' as const },
    { date: kingsDay, key: 'kingsDay' as const },
    { date: `${year}-05-05`, key: 'liberation' as const },
    { date: addDays(e, 39), key: 'ascension' as const },
    { date: addDays(e, 49), key: 'whitSunday' as const },
    { date: addDays(e, 50), key: 'whitMonday' as const },
    { date: `${year}-12-25`, key: 'christmas' as const },
    { date: `${year}-12-26`, key: 'boxingDay' as const },
  ].sort((x, y) => x.date.localeCompare(y.date));
}

export async function seedBankHolidays(
  db: Db,
  tenants: Array<{ tenantId: number; language: 'en' | 'nl' }>,
  today = clock.today(SEED_TIME_ZONE),
) {
  const year = Number(today.slice(0, 4));
  const rows = tenants.flatMap(({ tenantId, language }) =>
    [year - 1, year, year + 1].flatMap((y) =>
      dutchBankHolidays(y).map((h) => ({ tenantId, date: h.date, name: NAMES[h.key][language] })),
    ),
  );
  await insertRows(db, bankHolidays, rows);
}
