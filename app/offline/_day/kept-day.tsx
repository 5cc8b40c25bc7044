'use client';
// The offline page's content: the day kept on this device, drawn for the address the
// user opened, in the language of the pages it was read on (the page carries every language's
// messages: it is cached once for whoever uses the phone). Without a kept day, or before it is
// read, the offline message the page was drawn with.
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { readDay, type TStoredDay } from '@/lib/client/offline/day-store';
import { formatLocale } from '@/lib/domain/i18n/format-locale';
import { isLocale } from '@/lib/domain/i18n/locales';
import { FORMATS } from '@/lib/i18n/formats';
import type { TMessageTree } from '@/lib/i18n/merge-messages';
import { keptScreen } from './kept-screen';
import { KeptScreen } from './kept-views';

type Props = { messages: Record<string, TMessageTree>; children: ReactNode };

export function KeptDay({ messages, children }: Props) {
  const [kept, setKept] = useState<{ stored: TStoredDay; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    readDay()
      .then((stored) => {
        if (live && stored) setKept({ stored, path: window.location.pathname });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!kept) return children;
  const { day } = kept.stored;
  const locale = isLocale(kept.stored.locale) ? kept.stored.locale : 'en';
  return (
    <NextIntlClientProvider
      locale={formatLocale(locale, day.timeZone)}
      // The same message files as the screens', read by load-messages.ts.
      messages={messages[locale] as AbstractIntlMessages}
      formats={FORMATS}
      timeZone={day.timeZone}
    >
      <KeptScreen day={day} screen={keptScreen(kept.path)} />
    </NextIntlClientProvider>
  );
}
