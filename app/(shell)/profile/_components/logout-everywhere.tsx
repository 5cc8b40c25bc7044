'use client';
// "Log out everywhere": ends every session of this user on every device,
// a lost phone's or a copied cookie's included, after a confirmation; then this one logs out.
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { errorCodeOf } from '@/lib/client/fetcher';
import { logoutEverywhere } from '@/lib/client/logout-everywhere';
import { toast } from '@/lib/client/toast-store';

export function LogoutEverywhere() {
  const t = useTranslations('ProfilePage.security');
  const tErr = useTranslations('Errors');
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4" data-testid="logout-everywhere">
      <p className="text-sm text-muted">{t('everywhereIntro')}</p>
      <ConfirmButton
        quiet
        label={t('everywhere')}
        question={t('everywhereQuestion')}
        confirmLabel={t('everywhereConfirm')}
        testId="logout-everywhere-button"
        onConfirm={async () => {
          try {
            await logoutEverywhere();
          } catch (err) {
            toast.error(tErr(errorCodeOf(err)));
          }
        }}
      />
    </div>
  );
}
