// useTranslations for client components (and useFormatter, in client-formatter.ts): next-intl's,
// except that a message with a number in it ("3 jobs", plural rules) — or a date, time, number or
// list — that the server already formatted for this page is read back rather than formatted again.
//
// Why: the first Intl object a page makes costs the browser 100 ms and more of its main thread
// at a phone's speed (ICU's data for the locale and the zone), right while the page hydrates —
// and hydration formats again every text the server has just written. So while the server
// renders client components (SSR), FormattedTexts records each such text they make, and
// writes them into the page beside the HTML they belong to (useServerInsertedHTML, as a JSON
// data block: no script runs, so the Content-Security-Policy is untouched); in the browser the
// hooks look a call up there first. A page then hydrates without making an Intl object,
// and exactly the text the server wrote stays (no hydration mismatch between ICU versions).
// Anything new — a row SWR fetched later, the next page's client navigation, the offline kept
// day — is formatted in the browser as before.
import { useLocale, useTimeZone, useTranslations as useIntlTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { ATTRIBUTE, useRecorder } from './formatted-texts';

/** The texts the server wrote into this page, read as the page's data blocks arrive. */
const known = new Map<string, string>();
let blocksRead = 0;
/** Once the page has loaded, no block comes any more (client navigation brings none). */
let allRead = false;

function serverText(key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = known.get(key);
  if (text !== undefined || allRead) return text;
  // A miss looks for blocks streamed in since the last look; after the load, never again, so
  // that formatting on later screens does not query the document for each text.
  allRead = document.readyState === 'complete';
  const blocks = document.querySelectorAll(`script[${ATTRIBUTE}]`);
  if (blocks.length === blocksRead) return undefined;
  for (const block of [...blocks].slice(blocksRead))
    for (const [k, v] of Object.entries(JSON.parse(block.textContent || '{}') as Record<string, string>))
      known.set(k, v);
  blocksRead = blocks.length;
  return known.get(key);
}

export type TReadBack = (what: string, args: unknown[], make: () => string) => string;

/**
 * `(what, args, make)`: the server's text of a call (what was called, its arguments: dates as ISO
 * strings, formats by name or options) in this locale and zone when it wrote one, else `make()`'s;
 * on the server, `make()`'s text, recorded. The locale and zone are in the key: a language
 * changed without a reload never reads an earlier language's text.
 */
export function useReadBack(): TReadBack {
  const recorder = useRecorder();
  const locale = useLocale();
  const zone = useTimeZone();
  return useCallback(
    (what, args, make) => {
      const key = `${locale} ${zone ?? ''} ${what} ${JSON.stringify(args)}`;
      if (!recorder) return serverText(key) ?? make();
      const text = make();
      if (!recorder.written.has(key)) recorder.pending.set(key, text);
      return text;
    },
    [recorder, locale, zone],
  );
}

type TTranslate = (key: string, values?: Record<string, unknown>, formats?: unknown) => string;

/** Values that make a message format with Intl: a number (plural, number) or a date. */
const formatsWithIntl = (values: Record<string, unknown> | undefined) =>
  values !== undefined && Object.values(values).some((v) => typeof v === 'number' || v instanceof Date);

/**
 * next-intl's useTranslations, reading back the server's text of a message with a number or a
 * date in it (the others need no Intl object: they are formatted here as before). `t.rich`,
 * `t.markup`, `t.raw` and `t.has` are next-intl's own.
 */
export const useTranslations = ((namespace?: string) => {
  const t = useIntlTranslations(namespace as never) as unknown as TTranslate & Record<string, unknown>;
  const readBack = useReadBack();
  return useMemo(() => {
    const wrapped: TTranslate = (key, values, formats) =>
      formatsWithIntl(values)
        ? readBack(`t ${namespace ?? ''}`, [key, values, formats], () => t(key, values, formats))
        : t(key, values, formats);
    return Object.assign(wrapped, { rich: t.rich, markup: t.markup, raw: t.raw, has: t.has });
  }, [t, readBack, namespace]);
}) as typeof useIntlTranslations;
