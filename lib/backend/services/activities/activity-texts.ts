// The words of the to-dos and records the product writes itself (a declined job, a client's
// request for a person, a vacancy application, each step of a shift swap, a declined payroll
// item): kept as a key and its values, and worded from the ActivityTexts namespace of
// messages/*.json in the language of whoever reads them. Each is also stored worded in the
// tenant's language (caption and body), which search and the to-do's own fields use.
import type { DbOrTx } from '../../db/client';
import { readerOf } from '../i18n/reader-of';
import { readerFormat, translator, type TReader } from '../i18n/translate';

/** A shift as its activities name it: "Stagehand on 14 March (Summer fair)". */
export type TShiftWords = { function: string; startDate: string; endDate: string | null; project: string };
/** Where and when: "Main stage, 08:00–17:00." */
type TPlace = { crew: string; startTime: string; endTime: string };

export type TSwapKey = 'swapOffered' | 'swapWithdrawn' | 'swapTaken' | 'swapApproved' | 'swapRejected';

export type TActivityText =
  | { key: 'jobDeclined'; values: { name: string; shift: TShiftWords; reason: string | null } }
  | {
      key: 'clientRequest';
      values: { client: string | null; name: string; function: string; date: string; row: number; crew: string };
    }
  | { key: 'vacancyApplied' | 'vacancyWithdrawn'; values: { name: string; shift: TShiftWords } & TPlace }
  | { key: TSwapKey; values: { offerer: string; taker: string | null; shift: TShiftWords } & TPlace }
  | {
      key: 'payrollItemDeclined';
      values: {
        name: string;
        payroll: string;
        periodStart: string;
        periodEnd: string;
        description: string;
        workDate: string | null;
        amountCents: number;
        currency: string;
        feedback: string;
      };
    };

export const ACTIVITY_TEXT_KEYS: readonly TActivityText['key'][] = [
  'jobDeclined',
  'clientRequest',
  'vacancyApplied',
  'vacancyWithdrawn',
  'swapOffered',
  'swapWithdrawn',
  'swapTaken',
  'swapApproved',
  'swapRejected',
  'payrollItemDeclined',
];

/** The caption and body of a system activity for one reader. */
export function activityWords(text: TActivityText, reader: TReader): { caption: string; body: string | null } {
  const t = translator(reader.locale, 'ActivityTexts');
  const format = readerFormat(reader);
  const date = (d: string) => format.calendar(d, 'calendarDateLong');
  const dates = (start: string, end: string | null) => format.calendarSpan(start, end, 'calendarDateLong');
  const shift = (s: TShiftWords) =>
    t('shift', {
      function: s.function,
      days: dates(s.startDate, s.endDate),
      project: s.project,
    });
  const place = (p: TPlace) => t('place', { crew: p.crew, span: format.wallSpan(p.startTime, p.endTime) });
  switch (text.key) {
    case 'jobDeclined': {
      const d = text.values;
      return {
        caption: t('jobDeclined.caption', { name: d.name, shift: shift(d.shift) }),
        body: d.reason ?? t('jobDeclined.noReason'),
      };
    }
    case 'clientRequest': {
      const d = text.values;
      return {
        caption: t('clientRequest.caption', {
          client: d.client ?? t('clientRequest.someClient'),
          name: d.name,
          function: d.function,
          date: date(d.date),
        }),
        body: t('clientRequest.body', { name: d.name, row: d.row, crew: d.crew }),
      };
    }
    case 'vacancyApplied':
    case 'vacancyWithdrawn': {
      const d = text.values;
      return { caption: t(`${text.key}.caption`, { name: d.name, shift: shift(d.shift) }), body: place(d) };
    }
    case 'payrollItemDeclined': {
      const d = text.values;
      const amount = format.money(d.amountCents, d.currency);
      const item = d.workDate
        ? t('payrollItemDeclined.itemOn', { description: d.description, date: date(d.workDate), amount })
        : t('payrollItemDeclined.item', { description: d.description, amount });
      const period = dates(d.periodStart, d.periodEnd);
      return {
        caption: t('payrollItemDeclined.caption', { description: d.description }).slice(0, 200),
        body: [
          t('payrollItemDeclined.intro', { name: d.name, payroll: d.payroll, period }),
          item,
          '',
          t('payrollItemDeclined.feedback', { feedback: d.feedback }),
        ].join('\n'),
      };
    }
    case 'swapOffered':
    case 'swapWithdrawn':
    case 'swapTaken':
    case 'swapApproved':
    case 'swapRejected': {
      const d = text.values;
      const names = { offerer: d.offerer, taker: d.taker ?? '', shift: shift(d.shift) };
      return { caption: t(`${text.key}.caption`, names), body: place(d) };
    }
  }
}

/** The columns of a system activity: worded in the tenant's language, with its key and values. */
export async function storedActivityText(db: DbOrTx, tenantId: number, text: TActivityText) {
  const words = activityWords(text, await readerOf(db, tenantId, null));
  return { caption: words.caption, body: words.body, textKey: text.key, textValues: text.values };
}

/** An activity's caption and body for its reader: a system one worded anew, a typed one as typed. */
export function activityCaption(
  row: { caption: string; body: string | null; textKey: string | null; textValues: unknown },
  reader: TReader,
): { caption: string; body: string | null } {
  if (!row.textKey || !ACTIVITY_TEXT_KEYS.includes(row.textKey as TActivityText['key']))
    return { caption: row.caption, body: row.body };
  return activityWords({ key: row.textKey, values: row.textValues } as TActivityText, reader);
}
