'use client';
// Texts the server has already written for a screen's first paint: dates and times in named
// formats, and messages with a number in them. The first Intl object a page makes (a date
// format, the plural rules behind "3 jobs") costs the browser tens of milliseconds of its main
// thread for ICU's data, right while the page hydrates; a screen whose texts the server wrote
// makes none until something new comes. The hooks read the server's text, and format in the
// browser only what the server did not write (a row SWR fetched later, a page without the
// provider). The server's side: lib/i18n/server-texts.ts.
import { createContext, useContext, type ReactNode } from 'react';
import { useFormatter } from './client-formatter';
import { useTranslations } from './client-intl';
import { dateTextKey, messageTextKey, type TMessageValues, type TServerTexts } from '@/lib/i18n/server-text-keys';
import type { TDateTimeFormat } from '@/lib/i18n/formats';

const ServerTexts = createContext<TServerTexts>({});

export function ServerTextsProvider({ texts, children }: { texts: TServerTexts; children: ReactNode }) {
  return <ServerTexts.Provider value={texts}>{children}</ServerTexts.Provider>;
}

/** `(iso, format) => text`: the server's text when it wrote one, else formatted here. */
export function useDateText(): (iso: string, format: TDateTimeFormat) => string {
  const texts = useContext(ServerTexts);
  const formatter = useFormatter();
  return (iso, format) => texts[dateTextKey(iso, format)] ?? formatter.dateTime(new Date(iso), format);
}

/** `(key, values) => text` of a namespace's message: the server's text when it wrote one. */
export function useMessageText(namespace: string): (key: string, values: TMessageValues) => string {
  const texts = useContext(ServerTexts);
  const t = useTranslations(namespace as never) as unknown as (key: string, values: TMessageValues) => string;
  return (key, values) => texts[messageTextKey(namespace, key, values)] ?? t(key, values);
}
