// /membership-crews (rules §2, rules "Membership crew"): the standing teams; planners with
// the right create new ones.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getMembershipCrews } from '@/lib/bff/queries/membership-crews';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { membershipPermissions } from '@/app/(shell)/_membership-crews/permissions';
import { MembershipCrewsView } from './_components/membership-crews-view';

export const generateMetadata = () => titleMetadata('membershipCrews');

export default async function MembershipCrewsPage() {
  const [t, crews, permissions] = await Promise.all([
    getTranslations('MembershipCrews'),
    getMembershipCrews(),
    membershipPermissions(),
  ]);
  if (!crews.ok) return <LoadFailed heading={t('notFound')} code={crews.code} />;
  return <MembershipCrewsView initial={crews.data} canCreate={permissions.canAdd} />;
}
