// Where office staff and planners change a company's numbering, VAT rates and invoice sender.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { TNamedRef } from '@/lib/domain/response-parts';

export function SettingsLinks({ companies }: { companies: TNamedRef[] }) {
  const t = useTranslations('MoneyParts');
  if (companies.length === 0) return null;
  return (
    <nav aria-label={t('settingsLinks')} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {companies.map((c) => (
        <Link key={c.id} href={`/companies/${c.id}/settings`} className="underline" data-testid="company-settings-link">
          {t('settingsOf', { company: c.name })}
        </Link>
      ))}
    </nav>
  );
}
