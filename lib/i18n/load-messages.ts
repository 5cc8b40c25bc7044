// The messages of a language, its fallbacks merged under it (de-AT over de): what the screens
// translate with (request.ts), and what the offline page carries for every language.
import { fallbackChain, LOCALES, type TLocale } from './locales';
import { pickNamespaces } from './client-namespaces';
import { mergeChain, type TMessageTree } from './merge-messages';

export async function loadMessages(locale: TLocale): Promise<TMessageTree> {
  const trees = await Promise.all(
    fallbackChain(locale).map(async (l) => (await import(`../../messages/${l}.json`)).default as TMessageTree),
  );
  return mergeChain(trees);
}

/** `namespaces` of the messages of every language, by language. */
export async function messagesOfEveryLocale(namespaces: readonly string[]): Promise<Record<TLocale, TMessageTree>> {
  const all = await Promise.all(LOCALES.map(async (l) => [l, pickNamespaces(await loadMessages(l), namespaces)]));
  return Object.fromEntries(all) as Record<TLocale, TMessageTree>;
}
