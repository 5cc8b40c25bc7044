'use client';
// An error in the root layout itself: nothing above provides messages, so this screen loads the
// messages of the page's language (kept when the page first loaded) on its own.
import { useEffect, useState } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { formatLocale } from '@/lib/domain/i18n/format-locale';
import { DEFAULT_LOCALE, fallbackChain, isLocale, type TLocale } from '@/lib/i18n/locales';
import { mergeChain, type TMessageTree } from '@/lib/i18n/merge-messages';
import { ErrorScreen } from './_components/errors/error-screen';
import { typefaceClassName } from './_components/typeface';
import './globals.css';

/** The language the failed page was shown in; read when this module loads, before the error. */
const pageLocale: TLocale = (() => {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
})();

const loadMessages = async (locale: TLocale) =>
  mergeChain(
    await Promise.all(
      fallbackChain(locale).map(async (l) => (await import(`../messages/${l}.json`)).default as TMessageTree),
    ),
  );

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [messages, setMessages] = useState<TMessageTree | null>(null);
  useEffect(() => {
    void loadMessages(pageLocale).then(setMessages);
  }, []);
  return (
    <html lang={pageLocale} className={typefaceClassName}>
      <body className="theme-default bg-app text-ink antialiased">
        {messages ? (
          <NextIntlClientProvider
            locale={formatLocale(pageLocale, Intl.DateTimeFormat().resolvedOptions().timeZone)}
            messages={messages}
          >
            <ErrorScreen digest={error.digest} retry={reset} fullPage />
          </NextIntlClientProvider>
        ) : null}
      </body>
    </html>
  );
}
