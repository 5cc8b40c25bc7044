'use client';
// Try again on a part that failed to load for a passing reason (isPassingError). By default it
// renders the page's server parts again; a part the browser loads passes its own `onRetry`.
import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from './buttons';

export function RetryButton({ onRetry }: { onRetry?: () => unknown }) {
  const t = useTranslations('ErrorPage');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      look="primary"
      busy={pending}
      className="mt-3"
      onClick={() => startTransition(async () => void (await (onRetry ?? router.refresh)()))}
    >
      {t('retry')}
    </Button>
  );
}
