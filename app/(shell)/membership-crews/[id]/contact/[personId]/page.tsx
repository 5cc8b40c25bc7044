// /membership-crews/{id}/contact/{personId} (rules §2): one member of a standing team, with the
// phone, SMS and email links; "Contact not found" for anyone who is not a member.
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { titleMetadata } from '@/lib/i18n/page-title';
import { pageRecord, routeId } from '@/lib/bff/load';
import { getMembershipCrew } from '@/lib/bff/queries/membership-crews';
import { errorMessageKey } from '@/lib/client/error-message';
import { ActionLink } from '@/app/_components/ui/buttons';
import { LoadError } from '@/app/_components/ui/load-error';
import { ContactCard } from '@/app/(shell)/_crew/contacts/contact-card';

export const generateMetadata = () => titleMetadata('membershipCrewContact');

export default async function MembershipCrewContactPage({
  params,
}: {
  params: Promise<{ id: string; personId: string }>;
}) {
  const [{ id, personId }, t, tContacts, tRoot] = await Promise.all([
    params,
    getTranslations('MembershipCrews'),
    getTranslations('CrewContacts'),
    getTranslations(),
  ]);
  const crewId = routeId(id);
  const memberId = routeId(personId);
  if (crewId === null) notFound();
  const crew = pageRecord(await getMembershipCrew(crewId));
  const member = crew?.ok ? crew.data.members.find((m) => m.id === memberId) : undefined;
  return (
    <div className="flex flex-col gap-4">
      {crew?.ok && member ? (
        <ContactCard
          contact={{
            personId: member.id,
            name: member.name,
            phone: member.phone,
            email: member.email,
            function: member.functions.map((f) => f.name).join(', ') || null,
          }}
          role={t('memberOf', { crew: crew.data.name })}
        />
      ) : (
        <LoadError
          heading={tContacts('notFound')}
          reason={crew && !crew.ok ? tRoot(errorMessageKey(crew.code)) : tContacts('noneGiven')}
          code={crew && !crew.ok ? crew.code : undefined}
        />
      )}
      {crewId !== null ? <ActionLink href={`/membership-crews/${crewId}`}>{t('backToCrew')}</ActionLink> : null}
    </div>
  );
}
