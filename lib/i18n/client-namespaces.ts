// The message namespaces each scope's browser code uses (client-namespaces.json, written by
// `npm run i18n:scopes` from the source; app/_components/i18n/scope-messages.tsx says more).
import 'server-only';
import scopes from './client-namespaces.json';

type TScopes = Record<string, readonly string[]>;

export function namespacesOfScope(scope: string): readonly string[] {
  const namespaces = (scopes as TScopes)[scope];
  if (!namespaces) throw new Error(`No scope "${scope}" in client-namespaces.json: run npm run i18n:scopes`);
  return namespaces;
}

/**
 * The namespaces of `messages` a scope needs. Typed as the whole messages, as next-intl's
 * provider wants them: client-namespaces.test.ts keeps every namespace the scope's browser code
 * uses in the list.
 */
export function pickNamespaces<T extends Record<string, unknown>>(messages: T, namespaces: readonly string[]): T {
  const picked: Partial<T> = {};
  for (const name of namespaces) if (name in messages) picked[name as keyof T] = messages[name as keyof T];
  return picked as T;
}
