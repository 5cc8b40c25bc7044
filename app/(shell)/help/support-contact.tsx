import { getTranslations } from 'next-intl/server';
import { dialable } from '@/lib/domain/people/phone';

type Props = { tenantName: string; email: string | null; phone: string | null };

/** The tenant's support contact as large mailto: and tel: links, or who to ask when there is none. */
export async function SupportContact({ tenantName, email, phone }: Props) {
  const t = await getTranslations('HelpPage.support');
  if (!email && !phone) return <p data-testid="support-none">{t('none', { tenant: tenantName })}</p>;
  const button = 'flex min-h-12 items-center justify-center rounded-lg px-4 font-medium';
  return (
    <div className="flex flex-col gap-2">
      <p>{t('contact', { tenant: tenantName })}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {email ? (
          <a
            href={`mailto:${email}`}
            data-testid="support-email"
            className={`${button} break-all bg-primary text-on-primary`}
          >
            {t('email', { email })}
          </a>
        ) : null}
        {phone ? (
          <a href={`tel:${dialable(phone)}`} data-testid="support-phone" className={`${button} ring-1 ring-line`}>
            {t('phone', { phone })}
          </a>
        ) : null}
      </div>
    </div>
  );
}
