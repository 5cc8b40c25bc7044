'use client';
// Renders the toast store. Errors and warnings are announced assertively, the rest politely.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useSyncExternalStore } from 'react';
import { getServerToasts, toastStore, type TToastType } from '@/lib/client/toast-store';

const STYLE: Record<TToastType, string> = {
  error: 'border-danger bg-danger text-white',
  warning: 'border-warning bg-warning text-white',
  success: 'border-success bg-success text-white',
  info: 'border-info bg-info text-white',
};

export function ToastViewport() {
  const t = useTranslations('Toasts');
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, getServerToasts);
  const urgent = toasts.filter((x) => x.type === 'error' || x.type === 'warning');
  const calm = toasts.filter((x) => x.type !== 'error' && x.type !== 'warning');

  const list = (items: typeof toasts, live: 'assertive' | 'polite') => (
    <ol aria-live={live} aria-relevant="additions" className="flex flex-col gap-2">
      {items.map((x) => (
        <li key={x.id}>
          <button
            type="button"
            data-testid="toast"
            data-type={x.type}
            onClick={() => toastStore.click(x.id)}
            className={`w-full min-h-12 rounded-lg border px-4 py-3 text-left text-sm font-medium shadow-box ${STYLE[x.type]}`}
          >
            <span className="sr-only">{t(x.type)}: </span>
            {x.message}
          </button>
        </li>
      ))}
    </ol>
  );

  return (
    <div
      aria-label={t('region')}
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 mx-auto flex max-w-md flex-col gap-2 px-4 md:bottom-6 [&_button]:pointer-events-auto"
      role="region"
    >
      {list(urgent, 'assertive')}
      {list(calm, 'polite')}
    </div>
  );
}
