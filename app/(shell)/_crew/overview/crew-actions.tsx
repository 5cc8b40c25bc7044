// The day's actions on a crew: the crew chief and planners get every screen of the day,
// with the week's line-up to print; a crew member checks in and out and adds photos.
import { getTranslations } from 'next-intl/server';
import { ActionLink } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import type { TCrewRoles } from '../crew-context';

type Props = {
  crewId: number;
  roles: TCrewRoles;
  today: string;
  securityFormId: number | null;
  locationId: number | null;
};

export async function CrewActions({ crewId, roles, today, securityFormId, locationId }: Props) {
  const [t, tWeek] = await Promise.all([getTranslations('CrewPage'), getTranslations('WeekPrint')]);
  const lead = roles.chief || roles.planner;
  if (!lead && !roles.member) return null;
  const base = `/crews/${crewId}`;
  return (
    <Card id="crew-actions" title={t('actions')}>
      <nav aria-label={t('actions')} className="grid grid-cols-2 gap-2">
        <ActionLink href={`${base}/check-in`} primary testId="action-check-in">
          {t('checkIn')}
        </ActionLink>
        <ActionLink href={`${base}/check-out`} testId="action-check-out">
          {t('checkOut')}
        </ActionLink>
        {lead ? (
          <ActionLink href={`${base}/sign-off`} testId="action-sign-off">
            {t('signOff')}
          </ActionLink>
        ) : null}
        {lead ? (
          <ActionLink href={`${base}/delivery-note`} testId="action-delivery-note">
            {t('deliveryNote')}
          </ActionLink>
        ) : null}
        <ActionLink href={`${base}/photos`} testId="action-photos">
          {t('photos')}
        </ActionLink>
        {lead && securityFormId !== null ? (
          <ActionLink href={`${base}/security-check/${securityFormId}/${today}/day`} testId="action-security-check">
            {t('securityCheck')}
          </ActionLink>
        ) : null}
        {lead ? (
          <ActionLink href={`${base}/crew-chief-job`} testId="action-crew-chief-job">
            {t('crewChiefJob')}
          </ActionLink>
        ) : null}
        {lead ? (
          <ActionLink href={`${base}/crew-chief-location`} testId="action-crew-chief-location">
            {t('crewChiefLocation')}
          </ActionLink>
        ) : null}
        {lead ? (
          <ActionLink href={`${base}/line-up?week=${today}`} testId="action-line-up">
            {tWeek('lineUpLink')}
          </ActionLink>
        ) : null}
        {locationId !== null ? (
          <ActionLink href={`/locations/${locationId}`} testId="action-location">
            {t('location')}
          </ActionLink>
        ) : null}
      </nav>
    </Card>
  );
}
