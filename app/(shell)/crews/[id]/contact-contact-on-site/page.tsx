// /crews/{id}/contact-contact-on-site
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { ContactPage } from '@/app/(shell)/_crew/contacts/contact-page';

export const generateMetadata = () => titleMetadata('contactOnSite');

export default async function ContactOnSitePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations('CrewContacts')]);
  return (
    <ContactPage
      crewIdParam={id}
      pick={(c) => c.contactOnSite}
      role={t('contactOnSite')}
      backHref={`/crews/${id}`}
      backLabel={t('backToCrew')}
    />
  );
}
