'use client';
// A scope's messages joined to those its enclosing scopes gave (scope-messages.tsx): next-intl's
// provider replaces the messages above it, so this one hands on both.
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo } from 'react';

type TMessages = ReturnType<typeof useMessages>;

export function MoreMessages({ messages, children }: { messages: TMessages; children: React.ReactNode }) {
  const above = useMessages();
  const locale = useLocale();
  const all = useMemo(() => ({ ...above, ...messages }), [above, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={all}>
      {children}
    </NextIntlClientProvider>
  );
}
