import 'server-only';
// The server's half of app/_components/i18n/server-texts.tsx: dates and times in named formats,
// and messages, in the reader's locale and the tenant's zone (next-intl's request config), for a
// screen's first paint.
import { getFormatter, getTranslations } from 'next-intl/server';
import { dateTextKey, messageTextKey, type TMessageValues, type TServerTexts } from './server-text-keys';
import type { TDateTimeFormat } from './formats';

export async function serverDateTexts(
  entries: Iterable<readonly [iso: string, format: TDateTimeFormat]>,
): Promise<TServerTexts> {
  const format = await getFormatter();
  const texts: TServerTexts = {};
  for (const [iso, name] of entries) texts[dateTextKey(iso, name)] ??= format.dateTime(new Date(iso), name);
  return texts;
}

export async function serverMessageTexts(
  namespace: string,
  entries: Iterable<readonly [key: string, values: TMessageValues]>,
): Promise<TServerTexts> {
  const t = (await getTranslations(namespace as never)) as unknown as (key: string, values: TMessageValues) => string;
  const texts: TServerTexts = {};
  for (const [key, values] of entries) texts[messageTextKey(namespace, key, values)] ??= t(key, values);
  return texts;
}
