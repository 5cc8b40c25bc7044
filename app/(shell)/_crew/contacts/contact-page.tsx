// The contact pages (rules §2): one person from the crew's contacts, or "Contact not found".
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { errorMessageKey } from '@/lib/client/error-message';
import { pageRecord, routeId } from '@/lib/bff/load';
import { getCrewContacts } from '@/lib/bff/queries/field-work';
import type { TCrewContact, TCrewContacts } from '@/lib/domain/field-work';
import { ContactCard } from './contact-card';
import { ActionLink } from '@/app/_components/ui/buttons';
import { LoadError } from '@/app/_components/ui/load-error';

type Props = {
  crewIdParam: string;
  pick: (c: TCrewContacts) => TCrewContact | null | undefined;
  role: string;
  backHref?: string;
  backLabel?: string;
};

export async function ContactPage({ crewIdParam, pick, role, backHref, backLabel }: Props) {
  const crewId = routeId(crewIdParam);
  if (crewId === null) notFound();
  const [result, t, tRoot] = await Promise.all([
    getCrewContacts(crewId),
    getTranslations('CrewContacts'),
    getTranslations(),
  ]);
  pageRecord(result);
  const contact = result.ok ? pick(result.data) : null;
  return (
    <div className="flex flex-col gap-4">
      {contact ? (
        <ContactCard contact={contact} role={role} />
      ) : (
        <LoadError
          heading={t('notFound')}
          reason={result.ok ? t('noneGiven') : tRoot(errorMessageKey(result.code))}
          code={result.ok ? undefined : result.code}
        />
      )}
      {backHref && backLabel ? <ActionLink href={backHref}>{backLabel}</ActionLink> : null}
    </div>
  );
}
