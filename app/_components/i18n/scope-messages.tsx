// The messages a scope's client parts need, and no more: a page's data carried the whole locale
// (80 of the project page's 116 kB). lib/i18n/client-namespaces.json says which namespaces each
// scope's browser code uses (scripts/lib/client-namespaces.ts finds them in the source). The root
// layout is the scope ""; a route folder becomes a scope when its layout wraps its output in
// <ScopeMessages scope="its folder under app/">. Server components translate with all messages.
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { namespacesOfScope, pickNamespaces } from '@/lib/i18n/client-namespaces';
import { MoreMessages } from './more-messages';

export async function ScopeMessages({ scope, children }: { scope: string; children: React.ReactNode }) {
  const namespaces = namespacesOfScope(scope);
  const messages = pickNamespaces(await getMessages(), namespaces);
  if (scope === '') return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
  // A scope whose client parts need nothing the scopes above do not give adds no provider.
  if (namespaces.length === 0) return children;
  return <MoreMessages messages={messages}>{children}</MoreMessages>;
}
