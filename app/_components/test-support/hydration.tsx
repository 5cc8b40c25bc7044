// A page's client components as Next serves them, for tests that run under
// `/** @jest-environment node */`: the server renders them with FormattedTexts, whose texts go to
// useServerInsertedHTML. Then the browser, here jsdom built from the server's HTML, hydrates
// that HTML while every Intl constructor is counted (client-intl.ts says why that count matters).
import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { NextIntlClientProvider } from 'next-intl';
import { ServerInsertedHTMLContext } from 'next/dist/shared/lib/server-inserted-html.shared-runtime';
import { FormattedTexts } from '@/app/_components/i18n/formatted-texts';
import { FORMATS } from '@/lib/i18n/formats';
import type { TLocale } from '@/lib/i18n/locales';
import { messagesOf } from './render';

const INTL = ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const;

/** Runs `work` with every Intl constructor counted (a Proxy keeps their static methods). */
export async function countingIntl(work: () => Promise<void> | void): Promise<string[]> {
  const intl = Intl as unknown as Record<string, object>;
  const originals = INTL.map((name) => [name, intl[name]!] as const);
  const made: string[] = [];
  for (const [name, original] of originals)
    intl[name] = new Proxy(original, {
      construct: (target, args, newTarget) => (made.push(name), Reflect.construct(target as never, args, newTarget)),
    });
  try {
    await work();
  } finally {
    for (const [name, original] of originals) intl[name] = original;
  }
  return made;
}

/** `ui` inside the providers of the shell: next-intl's in the tenant's zone, and FormattedTexts. */
export const onPage = (ui: ReactNode, locale: TLocale | 'en-GB' = 'en-GB') => (
  <NextIntlClientProvider
    locale={locale}
    messages={messagesOf(locale === 'en-GB' ? 'en' : locale)}
    formats={FORMATS}
    timeZone="Europe/Amsterdam"
  >
    <FormattedTexts>{ui}</FormattedTexts>
  </NextIntlClientProvider>
);

/** The server's render: the page's HTML, what it inserted for the browser beside it, and a later flush. */
export function serverRender(page: ReactNode) {
  const callbacks: (() => ReactNode)[] = [];
  const body = renderToString(
    <ServerInsertedHTMLContext.Provider value={(callback: () => ReactNode) => callbacks.push(callback)}>
      {page}
    </ServerInsertedHTMLContext.Provider>,
  );
  const inserted = callbacks.map((callback) => renderToString(<>{callback()}</>)).join('');
  return { body, inserted, again: () => callbacks.map((callback) => callback()) };
}

/**
 * Hydrates the server's HTML in jsdom and hands `check` the document, the Intl constructors the
 * hydration made, and React's recoverable errors (a hydration mismatch is one).
 */
export async function hydrateServerHtml(
  page: ReactNode,
  check: (hydrated: {
    dom: JSDOM;
    container: HTMLElement;
    body: string;
    made: string[];
    errors: unknown[];
  }) => Promise<void>,
) {
  const { body, inserted } = serverRender(page);
  const dom = new JSDOM(
    `<!doctype html><html><head>${inserted}</head><body><div id="root">${body}</div></body></html>`,
  );
  const globals = globalThis as unknown as Record<string, unknown>;
  // `self`: next/link's prefetch on sight asks for it.
  Object.assign(globals, {
    window: dom.window,
    self: dom.window,
    document: dom.window.document,
    IS_REACT_ACT_ENVIRONMENT: true,
  });
  try {
    // react-dom/client decides at its import whether it has a DOM.
    const { hydrateRoot } = await import('react-dom/client');
    const container = dom.window.document.getElementById('root')!;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    const made = await countingIntl(() =>
      act(async () => {
        root = hydrateRoot(container, page, { onRecoverableError: (err) => errors.push(err) });
      }),
    );
    try {
      await check({ dom, container, body, made, errors });
    } finally {
      // Unmounted while the DOM is still there: no effect of the page runs after it has gone.
      await act(async () => root?.unmount());
    }
  } finally {
    for (const name of ['window', 'self', 'document']) delete globals[name];
  }
}
