// /crews/{id}/contact-crew-member/{contactId}: contactId is the person id of a crew member.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { ContactPage } from '@/app/(shell)/_crew/contacts/contact-page';
import { routeId } from '@/lib/bff/load';

export const generateMetadata = () => titleMetadata('contactCrewMember');

export default async function ContactCrewMemberPage({
  params,
}: {
  params: Promise<{ id: string; contactId: string }>;
}) {
  const [{ id, contactId }, t] = await Promise.all([params, getTranslations('CrewContacts')]);
  const personId = routeId(contactId);
  return (
    <ContactPage
      crewIdParam={id}
      pick={(c) => (personId === null ? null : c.members.find((m) => m.personId === personId))}
      role={t('crewMember')}
      backHref={`/crews/${id}`}
      backLabel={t('backToCrew')}
    />
  );
}
