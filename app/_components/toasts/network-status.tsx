'use client';
// Tells the user when the connection drops and when it is back, as toasts. The offline toast
// stays until the network returns; repeated offline events add no second toast (rules §5).
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useEffect } from 'react';
import { toast, toastStore } from '@/lib/client/toast-store';

export function NetworkStatus() {
  const t = useTranslations('Toasts');
  useEffect(() => {
    let offlineToast: number | null = null;
    const onOffline = () => {
      const id = toast.warning(t('offline'), { time: 0 });
      if (id !== null) offlineToast = id;
    };
    const onOnline = () => {
      if (offlineToast !== null) toastStore.remove(offlineToast);
      offlineToast = null;
      toast.success(t('online'));
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    if (!navigator.onLine) onOffline();
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [t]);
  return null;
}
