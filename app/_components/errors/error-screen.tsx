'use client';
// What a render error shows instead of Next's untranslated default: a sentence in the user's
// language, a retry that renders the segment again, and a way home. Nothing of the error
// itself is shown; its digest lets the server log be found.
import Link from 'next/link';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { MESSAGE_SCREEN } from '../ui/message-screen';

type Props = { digest?: string; retry: () => void; fullPage: boolean };

export function ErrorScreen({ digest, retry, fullPage }: Props) {
  const t = useTranslations('ErrorPage');
  const Heading = fullPage ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      data-testid="error-screen"
      className={fullPage ? MESSAGE_SCREEN.fullPage : MESSAGE_SCREEN.inShell}
    >
      <Heading className="text-xl font-semibold">{t('heading')}</Heading>
      <p className="text-muted">{t('body')}</p>
      {digest ? <p className="text-xs text-muted">{t('reference', { digest })}</p> : null}
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          onClick={retry}
          className="flex min-h-12 items-center rounded-lg bg-primary px-6 font-medium text-on-primary shadow-box"
        >
          {t('retry')}
        </button>
        <Link href="/" className="flex min-h-12 items-center rounded-lg px-6 font-medium ring-1 ring-line">
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
