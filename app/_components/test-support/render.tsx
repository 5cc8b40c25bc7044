// Renders a client component in jsdom with the messages of a locale, as the app's provider
// would (component tests: `/** @jest-environment jsdom */`).
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { FORMATS } from '@/lib/i18n/formats';
import { fallbackChain, type TLocale } from '@/lib/i18n/locales';
import { mergeChain, type TMessageTree } from '@/lib/i18n/merge-messages';
import cy from '@/messages/cy.json';
import deAT from '@/messages/de-AT.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FILES: Record<TLocale, TMessageTree> = { en, nl, cy, fr, 'de-AT': deAT, de, es };

export const messagesOf = (locale: TLocale) => mergeChain(fallbackChain(locale).map((l) => FILES[l]));

export async function renderWithIntl(ui: ReactNode, locale: TLocale = 'en') {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <NextIntlClientProvider
        locale={locale}
        messages={messagesOf(locale)}
        formats={FORMATS}
        timeZone="Europe/Amsterdam"
      >
        {ui}
      </NextIntlClientProvider>,
    );
  });
  return {
    container,
    unmount: () => act(() => root.unmount()),
  };
}
