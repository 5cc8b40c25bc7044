'use client';
// The mailbox list: which mailbox (when there are several), a search, and one line per email —
// subject, from and to, when, attachments, and whether it went out.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { INPUT_CLASS } from '@/app/_components/form/input-class';
import { LoadedList, type TInitialList } from '@/app/_components/ui/loaded-list';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { useEmailMessages } from '@/lib/client/api/mail';
import { showQueryInAddress } from '@/lib/client/address-query';
import type { TEmailListItem } from '@/lib/domain/mail';
import type { TNamedRef } from '@/lib/domain/response-parts';
import { EmailState } from '@/app/(shell)/_mail/email-state';
import { mailboxQueryParams, type TMailboxQuery } from './mailbox-query';

type Props = {
  mailboxes: TNamedRef[];
  query: TMailboxQuery;
  initial: TInitialList<TEmailListItem>;
};

export function MailboxView({ mailboxes, query: firstQuery, initial }: Props) {
  const t = useTranslations('MailboxPage');
  const format = useFormatter();
  const [query, setQuery] = useState(firstQuery);
  const [text, setText] = useState(firstQuery.search);
  const same = query.mailboxId === firstQuery.mailboxId && query.search.trim() === firstQuery.search.trim();
  const swr = useEmailMessages(mailboxQueryParams(query), same && initial.ok ? initial.data : undefined);
  const change = (next: TMailboxQuery) => {
    setQuery(next);
    showQueryInAddress(mailboxQueryParams(next));
  };
  useEffect(() => {
    if (text === query.search) return;
    const timer = setTimeout(() => change({ ...query, search: text }), 300);
    return () => clearTimeout(timer);
  });

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="mailbox-view">
      <div className="grid gap-2 sm:grid-cols-2" role="search">
        {mailboxes.length > 1 ? (
          <div className="flex flex-col gap-1">
            <label htmlFor="mailbox" className="text-sm font-medium">
              {t('mailbox')}
            </label>
            <select
              id="mailbox"
              className={INPUT_CLASS}
              value={query.mailboxId}
              onChange={(e) => change({ ...query, mailboxId: e.target.value })}
            >
              <option value="">{t('allMailboxes')}</option>
              {mailboxes.map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor="mail-search" className="text-sm font-medium">
            {t('search')}
          </label>
          <input
            id="mail-search"
            type="search"
            className={INPUT_CLASS}
            value={text}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      <LoadedList
        swr={swr}
        initial={initial}
        failedHeading={t('notFound')}
        empty={t('notFound')}
        emptyTestId="emails-empty"
      >
        {(rows) => (
          <>
            <p className="sr-only" aria-live="polite">
              {t('count', { count: rows.length })}
            </p>
            <ul className="divide-y divide-line rounded-xl bg-app shadow-box ring-1 ring-line" data-testid="email-list">
              {rows.map((m) => (
                <li key={m.id}>
                  <Link
                    href={`/email-messages/${m.id}`}
                    data-testid="email-row"
                    className="flex flex-col gap-1 p-4 hover:bg-soft"
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="font-semibold">{m.subject}</span>
                      <span className="shrink-0 text-xs text-muted">
                        {format.dateTime(new Date(m.createdAt), 'dayTime')}
                      </span>
                    </span>
                    <span className="truncate text-sm text-muted">{t('fromTo', { from: m.from, to: m.to })}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
                      {mailboxes.length > 1 ? <span>{m.mailbox.name}</span> : null}
                      {m.attachmentCount ? <span>{t('attachments', { count: m.attachmentCount })}</span> : null}
                      <EmailState state={m.state} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </LoadedList>
    </ReadyBox>
  );
}
