/** @jest-environment jsdom */
// The month with the texts the server wrote (page.tsx, _lib/calendar-texts.ts): the grid and the
// chosen day's list render without a single Intl object (ICU's first one costs the browser tens
// of milliseconds while the page hydrates), and say exactly what they say when they format
// everything themselves.
import { createFormatter, createTranslator } from 'use-intl/core';
import { messagesOf, renderWithIntl } from '@/app/_components/test-support/render';
import { ServerTextsProvider } from '@/app/_components/i18n/server-texts';
import { FORMATS } from '@/lib/i18n/formats';
import { dateTextKey, messageTextKey, type TServerTexts } from '@/lib/i18n/server-text-keys';
import { entriesByDay } from '../_lib/calendar-entries';
import { calendarDateEntries, calendarMessageEntries } from '../_lib/calendar-texts';
import { MARCH_2026 } from '../_lib/calendar-fixture';
import { DayEntries } from './day-entries';
import { MonthGrid } from './month-grid';

const TIME_ZONE = 'Europe/Amsterdam';
const MONTH = '2026-03';

/** What page.tsx writes, made here with use-intl's own formatter and translator (next-intl/server's). */
function serverTexts(day: string): TServerTexts {
  const byDay = entriesByDay(MARCH_2026);
  const entries = byDay.get(day) ?? [];
  const common = { locale: 'en' as const, formats: FORMATS, timeZone: TIME_ZONE };
  const format = createFormatter(common);
  const t = createTranslator({ ...common, messages: messagesOf('en'), namespace: 'PersonalCalendarPage' });
  const texts: TServerTexts = {};
  for (const [iso, name] of calendarDateEntries(MONTH, day, entries))
    texts[dateTextKey(iso, name)] = format.dateTime(new Date(iso), name);
  const dateText = (iso: string, name: Parameters<typeof dateTextKey>[1]) => texts[dateTextKey(iso, name)]!;
  for (const [key, values] of calendarMessageEntries(MONTH, byDay, entries, dateText))
    texts[messageTextKey('PersonalCalendarPage', key, values)] = (t as unknown as (k: string, v: object) => string)(
      key,
      values,
    );
  return texts;
}

const month = (day: string) => {
  const byDay = entriesByDay(MARCH_2026);
  return (
    <>
      <MonthGrid month={MONTH} today="2026-03-20" selected={day} byDay={byDay} onSelect={() => {}} />
      <DayEntries day={day} entries={byDay.get(day) ?? []} onChanged={() => {}} />
    </>
  );
};

const INTL = ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const;
type TIntlName = (typeof INTL)[number];

/** Runs `render` with every Intl constructor counted (a Proxy keeps their static methods). */
async function countingIntl<T>(render: () => Promise<T>): Promise<{ result: T; made: TIntlName[] }> {
  const intl = Intl as unknown as Record<TIntlName, object>;
  const originals = INTL.map((name) => [name, intl[name]] as const);
  const made: TIntlName[] = [];
  for (const [name, original] of originals)
    intl[name] = new Proxy(original, {
      construct: (target, args, newTarget) => (made.push(name), Reflect.construct(target as never, args, newTarget)),
      apply: (target, self, args) => (made.push(name), Reflect.apply(target as never, self, args)),
    });
  try {
    return { result: await render(), made };
  } finally {
    for (const [name, original] of originals) intl[name] = original;
  }
}

describe.each(['2026-03-14', '2026-03-31'])('the month with %s chosen', (day) => {
  it('renders from the server texts without an Intl object, saying what it says when it formats itself', async () => {
    const texts = serverTexts(day);
    const { result: served, made } = await countingIntl(() =>
      renderWithIntl(<ServerTextsProvider texts={texts}>{month(day)}</ServerTextsProvider>),
    );
    const html = served.container.innerHTML;
    served.unmount();
    expect(made).toEqual([]);
    const own = await countingIntl(() => renderWithIntl(month(day)));
    // Without the server's texts the same month makes its own formatters: what the test counts is real.
    expect(own.made.length).toBeGreaterThan(0);
    expect(html).toBe(own.result.container.innerHTML);
    // The texts are really there: the chosen day's heading, a job's times or the vacation's days.
    expect(html).toContain(day === '2026-03-14' ? '08:00' : '5 days');
    own.result.unmount();
  });
});
