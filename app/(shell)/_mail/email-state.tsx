'use client';
// Whether an email went out: sent mail says nothing, the rest says why not (yet).
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TEmailState } from '@/lib/domain/mail/messages';

const LOOK: Record<TEmailState, string> = {
  sent: '',
  queued: 'ring-line text-muted',
  failed: 'ring-danger text-danger',
  unsubscribed: 'ring-warning',
};

export function EmailState({ state }: { state: TEmailState }) {
  const t = useTranslations('MailboxPage');
  if (state === 'sent') return null;
  return (
    <span data-testid="email-state" className={`rounded-full px-2 py-0.5 font-medium ring-1 ${LOOK[state]}`}>
      {t(`state.${state}`)}
    </span>
  );
}
