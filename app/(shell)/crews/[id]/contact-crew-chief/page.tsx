// /crews/{id}/contact-crew-chief
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { ContactPage } from '@/app/(shell)/_crew/contacts/contact-page';

export const generateMetadata = () => titleMetadata('contactCrewChief');

export default async function ContactCrewChiefPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations('CrewContacts')]);
  return (
    <ContactPage
      crewIdParam={id}
      pick={(c) => c.crewChief}
      role={t('crewChief')}
      backHref={`/crews/${id}`}
      backLabel={t('backToCrew')}
    />
  );
}
