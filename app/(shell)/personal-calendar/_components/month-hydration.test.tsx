/** @jest-environment node */
// The month as the page serves it: the server renders the grid and the chosen day's list, and
// writes their texts beside them (FormattedTexts); the browser hydrates that month without a
// single Intl object (ICU's first one costs tens of milliseconds of a phone's main thread while
// the page hydrates), saying exactly what the server said. A day the server did not show is
// formatted in the browser.
import { act } from 'react';
import { countingIntl, hydrateServerHtml, onPage } from '@/app/_components/test-support/hydration';
import { entriesByDay } from '../_lib/calendar-entries';
import { MARCH_2026 } from '../_lib/calendar-fixture';
import { DayEntries } from './day-entries';
import { MonthGrid } from './month-grid';

const byDay = entriesByDay(MARCH_2026);
const dayList = (day: string) => <DayEntries day={day} entries={byDay.get(day) ?? []} onChanged={() => {}} />;

/** The grid with the 14th chosen (jobs, a blocked date), and the 31st's list (vacation). */
const page = onPage(
  <>
    <MonthGrid month="2026-03" today="2026-03-20" selected="2026-03-14" byDay={byDay} onSelect={() => {}} />
    {dayList('2026-03-14')}
    {dayList('2026-03-31')}
  </>,
);

describe('the month served by the server', () => {
  it('hydrates without an Intl object, and formats in the browser only a day it did not show', async () => {
    await hydrateServerHtml(page, async ({ dom, container, body, made, errors }) => {
      expect(errors).toEqual([]);
      expect(made).toEqual([]);
      expect(container.innerHTML).toBe(body);
      // The texts are really there: a job's times, the vacation's days, a day's label.
      expect(body).toContain('08:00');
      expect(body).toContain('5 days');
      expect(body).toContain('aria-label="Saturday 14 March: 3 entries"');

      // Another day's list (the user chose it) is formatted here: the count above is real.
      const { createRoot } = await import('react-dom/client');
      const later = dom.window.document.createElement('div');
      dom.window.document.body.appendChild(later);
      const root = createRoot(later);
      const madeLater = await countingIntl(() => act(async () => root.render(onPage(dayList('2026-03-02')))));
      expect(later.textContent).toContain('2 March');
      expect(madeLater).toContain('DateTimeFormat');
      await act(async () => root.unmount());
    });
  });
});
