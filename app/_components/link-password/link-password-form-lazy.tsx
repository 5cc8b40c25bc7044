'use client';
// The link-login password form, fetched after the page is up (its code and zod stay out of the
// page's first load); the project page and the plus-crew settings both show it through this.
// React.lazy rather than next/dynamic: the latter's own runtime would weigh on the first load.
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import type { LinkPasswordForm as TLinkPasswordForm } from './link-password-form';

const Form = lazy(() => import('./link-password-form').then((m) => ({ default: m.LinkPasswordForm })));

export function LinkPasswordForm(props: ComponentProps<typeof TLinkPasswordForm>) {
  // In the browser only: the form shows the link with the page's own origin.
  const mounted = useHydrated();
  const t = useTranslations('Loader');
  const loading = (
    <p role="status" className="text-sm text-muted">
      {t('loading')}
    </p>
  );
  return mounted ? (
    <Suspense fallback={loading}>
      <Form {...props} />
    </Suspense>
  ) : (
    loading
  );
}
