// /membership-crews/{id} (rules §2): one standing team and its members; planners with the rights
// add people to it and take them out.
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { titleMetadata } from '@/lib/i18n/page-title';
import { pageRecord, routeId } from '@/lib/bff/load';
import { getMembershipCrew } from '@/lib/bff/queries/membership-crews';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { membershipPermissions } from '@/app/(shell)/_membership-crews/permissions';
import { MembershipCrewView } from './_components/membership-crew-view';

export const generateMetadata = () => titleMetadata('membershipCrew');

export default async function MembershipCrewPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations('MembershipCrews')]);
  const crewId = routeId(id);
  if (crewId === null) notFound();
  const [crew, permissions] = await Promise.all([getMembershipCrew(crewId), membershipPermissions()]);
  pageRecord(crew);
  if (!crew.ok) return <LoadFailed heading={t('crewNotFound')} code={crew.code} />;
  return <MembershipCrewView initial={crew.data} {...permissions} />;
}
