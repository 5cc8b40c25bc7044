'use client';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TValidationKey, TValidationMessage } from '@/lib/domain/validation';
import { Sign } from '@/app/_components/ui/sign';

/** The password rules, each marked as met or not while the user types. */
export function PasswordRules({
  rules,
  broken,
}: {
  rules: readonly TValidationMessage[];
  /** The rules the password breaks; null while they are not known yet. */
  broken: ReadonlySet<TValidationKey> | null;
}) {
  const t = useTranslations('SetPasswordPage');
  const tv = useTranslations('Validation');
  return (
    <ul aria-label={t('rulesLabel')} className="mt-1 space-y-0.5">
      {rules.map((rule) => {
        const ok = broken !== null && !broken.has(rule.key);
        return (
          <li key={rule.key} className={ok ? 'text-success' : ''} data-ok={ok}>
            {ok ? <Sign name="check" className="mr-1" /> : <span aria-hidden="true">• </span>}
            {tv(rule.key, rule.values)}
            <span className="sr-only"> {ok ? t('ruleMet') : t('ruleNotMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
