'use client';
// The language of the own login (rules §1): only where the tenant lets users choose; the app
// switches at once (the session is refreshed, which reads the language anew).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { refreshSessionNow, setLanguage } from '@/lib/client/api/self-service';
import { errorCodeOf } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast-store';
import { INPUT_CLASS } from '@/app/_components/form/input-class';
import { LOCALES, isLocale, type TLocale } from '@/lib/i18n/locales';
import type { TAccount } from '@/lib/domain/self-service/account';

export function LanguageForm({ account, tenantLanguage }: { account: TAccount; tenantLanguage: string }) {
  const t = useTranslations('ProfilePage.language');
  const tErr = useTranslations('Errors');
  const router = useRouter();
  const [language, setChoice] = useState<TLocale>(isLocale(account.language) ? account.language : 'en');
  const [busy, setBusy] = useState(false);

  if (!account.languageChoice)
    return (
      <p className="text-muted" data-testid="language-fixed">
        {t('fixed', {
          language: (LOCALES as readonly string[]).includes(tenantLanguage)
            ? t(`names.${tenantLanguage as TLocale}`)
            : tenantLanguage,
        })}
      </p>
    );

  async function save() {
    setBusy(true);
    try {
      await setLanguage(language);
      await refreshSessionNow();
      toast.success(t('saved'));
      router.refresh();
    } catch (err) {
      toast.error(tErr(errorCodeOf(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="profile-language" className="text-sm font-medium">
          {t('label')}
        </label>
        <select
          id="profile-language"
          className={INPUT_CLASS}
          value={language}
          // The options are the locales.
          onChange={(e) => setChoice(e.target.value as TLocale)}
          data-testid="language-select"
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {t(`names.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <Button look="primary" busy={busy} disabled={language === account.language} onClick={() => void save()}>
        {t('save')}
      </Button>
    </div>
  );
}
