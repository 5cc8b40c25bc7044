'use client';
// One email. The HTML body was sanitised by the server; it is shown in a sandboxed frame that
// runs no script, under a policy that loads no remote image until the reader asks for them.
// A text body is shown as text. Attachments download through the API.
import { useState } from 'react';
import Link from 'next/link';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button, DownloadLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { Detail, DetailList } from '@/app/_components/ui/detail-list';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { attachmentUrl, useEmailMessage } from '@/lib/client/api/mail';
import type { TEmailMessage } from '@/lib/domain/mail';
import { EmailState } from '@/app/(shell)/_mail/email-state';
import { HtmlBody } from '@/app/(shell)/_mail/html-body';

export function EmailMessageView({ initial }: { initial: TEmailMessage }) {
  const t = useTranslations('EmailMessagePage');
  const format = useFormatter();
  const [images, setImages] = useState(false);
  const { data: withImages } = useEmailMessage(initial.id, images, initial);
  const message = images && withImages ? withImages : initial;
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('megabytes', { size: format.number(bytes / 1024 / 1024, { maximumFractionDigits: 1 }) })
      : t('kilobytes', { size: format.number(Math.max(1, Math.round(bytes / 1024))) });

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="email-message">
      <Card id="email-head">
        <div className="mb-3 flex items-start justify-between gap-2">
          <h1 className="text-lg font-semibold" data-testid="email-subject">
            {message.subject}
          </h1>
          <EmailState state={message.state} />
        </div>
        <DetailList>
          <Detail label={t('from')}>{message.from}</Detail>
          <Detail label={t('to')}>{message.to}</Detail>
          {message.cc.length ? <Detail label={t('cc')}>{message.cc.join(', ')}</Detail> : null}
          <Detail label={t('date')}>{format.dateTime(new Date(message.sentAt ?? message.createdAt), 'dayTime')}</Detail>
          <Detail label={t('mailbox')}>{message.mailbox.name}</Detail>
        </DetailList>
      </Card>

      <Card id="email-body" title={t('body')}>
        {message.html ? (
          <>
            {message.remoteImages > 0 && !message.imagesShown ? (
              <div className="mb-3 flex flex-col gap-2 rounded-lg bg-soft p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <p>{t('imagesBlocked', { count: message.remoteImages })}</p>
                <Button onClick={() => setImages(true)} data-testid="show-images">
                  {t('showImages')}
                </Button>
              </div>
            ) : null}
            <HtmlBody html={message.html} title={message.subject} allowImages={message.imagesShown} />
          </>
        ) : (
          <pre className="whitespace-pre-wrap break-words font-sans" data-testid="email-text">
            {message.text}
          </pre>
        )}
      </Card>

      <Card id="email-attachments" title={t('attachments')}>
        {message.attachments.length === 0 ? (
          <p className="text-muted">{t('noAttachments')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="email-attachments">
            {message.attachments.map((a) => (
              <li key={a.id} className="flex">
                <DownloadLink href={attachmentUrl(message.id, a.id)} look="secondary" testId="email-attachment">
                  {t('attachment', { name: a.fileName, size: size(a.sizeBytes) })}
                </DownloadLink>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Link href="/mailbox" className="self-start text-sm underline">
        {t('back')}
      </Link>
    </ReadyBox>
  );
}
