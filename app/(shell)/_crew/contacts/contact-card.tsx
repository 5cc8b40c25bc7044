// One person to call: name, function and the phone, SMS and email links (large tap targets).
// Not async: the contact pages on the server and the kept crew offline both draw it.
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { TCrewContact } from '@/lib/domain/field-work';
import { dialable } from '@/lib/domain/people/phone';

export function ContactCard({ contact, role }: { contact: TCrewContact; role?: string }) {
  const t = useTranslations('CrewContacts');
  // Two cards on one screen (the kept crew offline) each name their own heading.
  const nameId = useId();
  const button = 'flex min-h-12 items-center justify-center rounded-lg px-4 font-medium';
  return (
    <section
      data-testid="contact-card"
      aria-labelledby={nameId}
      className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
    >
      {role ? <p className="text-xs uppercase tracking-wide text-muted">{role}</p> : null}
      <h2 id={nameId} className="text-lg font-semibold">
        {contact.name}
      </h2>
      {contact.function ? <p className="text-muted">{contact.function}</p> : null}
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {contact.phone ? (
          <>
            <a
              href={`tel:${dialable(contact.phone)}`}
              data-testid="contact-phone"
              className={`${button} bg-primary text-on-primary`}
            >
              {t('call', { phone: contact.phone })}
            </a>
            <a
              href={`sms:${dialable(contact.phone)}`}
              data-testid="contact-sms"
              className={`${button} ring-1 ring-line`}
            >
              {t('sms')}
            </a>
          </>
        ) : (
          <p className="text-muted">{t('noPhone')}</p>
        )}
        {contact.email ? (
          <a
            href={`mailto:${contact.email}`}
            data-testid="contact-email"
            className={`${button} break-all ring-1 ring-line`}
          >
            {t('email', { email: contact.email })}
          </a>
        ) : (
          <p className="text-muted">{t('noEmail')}</p>
        )}
      </div>
    </section>
  );
}
