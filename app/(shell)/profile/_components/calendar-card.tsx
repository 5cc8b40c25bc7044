'use client';
// Calendar subscriptions (rules §7 publicCalendarSubscriptions): a secret feed URL of the own
// jobs, blocked dates and vacation for any calendar app — added to Google, Apple or Outlook with
// one tap (webcal:), copied, renewed (the old URL stops working) or deleted.
import { useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { FormMessage } from '@/app/_components/form/form-message';
import { once } from '@/app/_components/form/schema-resolver';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { Button } from '@/app/_components/ui/buttons';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import {
  createCalendarSubscription,
  deleteCalendarSubscription,
  refreshCalendarSubscription,
  useCalendarSubscriptions,
} from '@/lib/client/api/self-service';
import { errorCodeOf } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast-store';
import { calendarAppLinks } from '@/lib/domain/self-service/feed-token';
import type { TCalendarSubscription } from '@/lib/domain/self-service/calendar-subscriptions';

const loadSchema = once(() => import('@/lib/domain/self-service').then((m) => m.ZCalendarSubscriptionCreate));

const linkLook =
  'flex min-h-12 items-center justify-center rounded-lg px-3 text-center text-sm font-medium ring-1 ring-line';

function Feed({ feed, onChanged }: { feed: TCalendarSubscription; onChanged: () => Promise<unknown> }) {
  const t = useTranslations('ProfilePage.feeds');
  const tErr = useTranslations('Errors');
  const format = useFormatter();
  const [copied, setCopied] = useState(false);
  const links = feed.token ? calendarAppLinks(window.location.origin, feed.token, feed.name) : null;
  const run = (action: () => Promise<unknown>, done: string) => async () => {
    try {
      await action();
      toast.success(done);
      await onChanged();
    } catch (err) {
      toast.error(tErr(errorCodeOf(err)));
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-app p-3 ring-1 ring-line" data-testid="calendar-feed">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">{feed.name}</p>
        <p className="text-xs text-muted">
          {feed.lastFetchedAt
            ? t('lastFetched', { at: format.dateTime(new Date(feed.lastFetchedAt), 'dayTime') })
            : t('neverFetched')}
        </p>
      </div>
      {links ? (
        <>
          <div className="grid grid-cols-3 gap-2">
            <a
              href={links.google}
              target="_blank"
              rel="noopener noreferrer"
              className={linkLook}
              data-testid="feed-google"
            >
              {t('google')}
            </a>
            <a href={links.apple} className={linkLook} data-testid="feed-apple">
              {t('apple')}
            </a>
            <a
              href={links.outlook}
              target="_blank"
              rel="noopener noreferrer"
              className={linkLook}
              data-testid="feed-outlook"
            >
              {t('outlook')}
            </a>
          </div>
          <div className="flex gap-2">
            <input
              readOnly
              value={links.https}
              aria-label={t('url')}
              className="min-h-12 min-w-0 flex-1 rounded-lg border border-line bg-soft px-3 text-sm"
              data-testid="feed-url"
              onFocus={(e) => e.target.select()}
            />
            <Button
              onClick={() =>
                void navigator.clipboard?.writeText(links.https).then(
                  () => setCopied(true),
                  () => toast.error(t('copyFailed')),
                )
              }
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          </div>
        </>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <ConfirmButton
          label={t('renew')}
          question={t('renewQuestion')}
          confirmLabel={t('renewConfirm')}
          testId="feed-renew"
          onConfirm={run(() => refreshCalendarSubscription(feed.id), t('renewed'))}
        />
        <ConfirmButton
          label={t('delete')}
          question={t('deleteQuestion')}
          confirmLabel={t('deleteConfirm')}
          testId="feed-delete"
          onConfirm={run(() => deleteCalendarSubscription(feed.id), t('deleted'))}
        />
      </div>
    </li>
  );
}

export function CalendarCard({ initial }: { initial: TCalendarSubscription[] }) {
  const t = useTranslations('ProfilePage.feeds');
  const hydrated = useHydrated();
  const { data: feeds = initial, mutate } = useCalendarSubscriptions(initial);
  const form = useDomainForm({
    schema: loadSchema,
    defaultValues: { name: '' },
    messages: { name: { required: t('nameRequired') } },
  });
  const onSubmit = form.submit(async ({ name }) => {
    await createCalendarSubscription(name);
    form.reset({ name: '' });
    toast.success(t('created'));
    await mutate();
  });

  return (
    <div className="flex flex-col gap-3" data-testid="calendar-card" data-ready={hydrated || undefined}>
      <p>{t('intro')}</p>
      {feeds.length === 0 ? <p className="text-muted">{t('empty')}</p> : null}
      {hydrated && feeds.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {feeds.map((feed) => (
            <Feed key={`${feed.id}-${feed.token}`} feed={feed} onChanged={() => mutate()} />
          ))}
        </ul>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" data-testid="feed-form">
        {form.formError ? <FormMessage kind="error">{form.formError.message}</FormMessage> : null}
        <TextField form={form} name="name" id="feed-name" label={t('name')} placeholder={t('namePlaceholder')} />
        <SubmitButton busy={form.busy}>{form.busy ? t('creating') : t('create')}</SubmitButton>
      </form>
    </div>
  );
}
