// The to-dos the product writes itself, worded for each reader: every key in every locale comes
// from the ActivityTexts namespace of the message files, with the reader's dates and amounts;
// what a person typed stays as typed.
import { LOCALES } from '../../../domain/i18n/locales';
import { readerFormat, translator } from '../i18n/translate';
import { ACTIVITY_TEXT_KEYS, activityCaption, activityWords, type TActivityText } from './activity-texts';

const AMSTERDAM = 'Europe/Amsterdam';
const shift = { function: 'Rigger', startDate: '2026-03-28', endDate: '2026-03-29', project: 'Summer fair' };
const place = { crew: 'Main stage', startTime: '22:00', endTime: '06:00' };
const texts: TActivityText[] = [
  { key: 'jobDeclined', values: { name: 'Siân Dŵr', shift, reason: null } },
  {
    key: 'clientRequest',
    values: { client: null, name: 'Łukasz Żółć', function: 'Rigger', date: '2026-03-28', row: 2, crew: 'Main stage' },
  },
  { key: 'vacancyApplied', values: { name: 'Sam', shift, ...place } },
  { key: 'vacancyWithdrawn', values: { name: 'Sam', shift, ...place } },
  ...(['swapOffered', 'swapWithdrawn', 'swapTaken', 'swapApproved', 'swapRejected'] as const).map((key) => ({
    key,
    values: { offerer: 'Noor', taker: 'Sam', shift, ...place },
  })),
  {
    key: 'payrollItemDeclined',
    values: {
      name: 'Noor',
      payroll: '2026-03',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      description: 'Hours',
      workDate: '2026-03-28',
      amountCents: 123456,
      currency: 'EUR',
      feedback: 'Until 23:30',
    },
  },
];

describe.each(LOCALES)('activity texts in %s', (locale) => {
  const reader = { locale, timeZone: AMSTERDAM };
  const t = translator(locale, 'ActivityTexts');
  const f = readerFormat(reader);
  const date = (d: string) => f.calendar(d, 'calendarDateLong');
  const shiftText = t('shift', {
    function: 'Rigger',
    days: f.calendarSpan('2026-03-28', '2026-03-29', 'calendarDateLong'),
    project: 'Summer fair',
  });

  it('words every kind from the message file, with the reader’s dates and amounts', () => {
    expect(texts.map((x) => x.key).sort()).toEqual([...ACTIVITY_TEXT_KEYS].sort());
    const words = Object.fromEntries(texts.map((x) => [x.key, activityWords(x, reader)]));
    expect(words.jobDeclined).toEqual({
      caption: t('jobDeclined.caption', { name: 'Siân Dŵr', shift: shiftText }),
      body: t('jobDeclined.noReason'),
    });
    expect(words.clientRequest!.caption).toBe(
      t('clientRequest.caption', {
        client: t('clientRequest.someClient'),
        name: 'Łukasz Żółć',
        function: 'Rigger',
        date: date('2026-03-28'),
      }),
    );
    expect(words.vacancyApplied).toEqual({
      caption: t('vacancyApplied.caption', { name: 'Sam', shift: shiftText }),
      body: t('place', { crew: 'Main stage', span: f.wallSpan('22:00', '06:00') }),
    });
    expect(words.swapTaken!.caption).toBe(t('swapTaken.caption', { taker: 'Sam', offerer: 'Noor', shift: shiftText }));
    expect(words.payrollItemDeclined!.body).toContain(f.money(123456, 'EUR'));
    expect(words.payrollItemDeclined!.body).toContain(t('payrollItemDeclined.feedback', { feedback: 'Until 23:30' }));
  });

  it('keeps what a person typed, and rewords what the product wrote', () => {
    const typed = { caption: 'Call Sam', body: null, textKey: null, textValues: null };
    expect(activityCaption(typed, reader)).toEqual({ caption: 'Call Sam', body: null });
    const stored = {
      caption: 'in the tenant’s language',
      body: null,
      textKey: 'jobDeclined',
      textValues: texts[0]!.values,
    };
    expect(activityCaption(stored, reader).caption).toBe(
      t('jobDeclined.caption', { name: 'Siân Dŵr', shift: shiftText }),
    );
  });
});
