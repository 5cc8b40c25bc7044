// /profile (rules §2, §3 "Profile"; right persons READ): picture, personal details, language,
// notifications, calendar subscriptions and the password. Planners also review the pictures
// that wait for approval.
import { getTranslations } from 'next-intl/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getRequestSession, getRequestTenant } from '@/lib/bff/render-context';
import { getPerson } from '@/lib/bff/queries/people';
import {
  getAccount,
  getCalendarSubscriptions,
  getCountries,
  getPendingPictures,
  getProfilePictures,
  getPushSettings,
} from '@/lib/bff/queries/self-service';
import { isPlanner } from '@/lib/domain/auth/rights-registry';
import { Card } from '@/app/_components/ui/card';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import {
  CalendarCard,
  DetailsForm,
  LanguageForm,
  PasswordForm,
  PictureReview,
  PushCard,
} from './_components/lazy-forms';
import { LogoutEverywhere } from './_components/logout-everywhere';
import { PictureCard } from './_components/picture-card';

export const generateMetadata = () => titleMetadata('profile');

export default async function ProfilePage() {
  const [t, session, tenant] = await Promise.all([
    getTranslations('ProfilePage'),
    getRequestSession(),
    getRequestTenant(),
  ]);
  const personId = session?.type === 'user' ? session.user.personId : null;
  if (personId === null) return <LoadFailed heading={t('notFound')} code="NOT_FOUND" />;
  const planner = isPlanner(session?.user.loginTypes ?? []);
  const [person, account, push, feeds, pictures, countries, pending] = await Promise.all([
    getPerson(personId),
    getAccount(),
    getPushSettings(),
    getCalendarSubscriptions(),
    getProfilePictures(personId),
    getCountries(),
    planner ? getPendingPictures() : Promise.resolve(null),
  ]);
  if (!person.ok) return <LoadFailed heading={t('notFound')} code={person.code} />;

  return (
    <div className="flex flex-col gap-4" data-testid="profile-page">
      <PictureCard person={person.data} initial={pictures.ok ? pictures.data : []} />
      <Card id="details" title={t('details.title')}>
        <DetailsForm person={person.data} countries={countries.ok ? countries.data : []} />
      </Card>
      {account.ok ? (
        <Card id="language" title={t('language.title')}>
          <LanguageForm account={account.data} tenantLanguage={tenant?.defaultLanguage ?? 'en'} />
        </Card>
      ) : null}
      <Card id="notifications" title={t('push.title')}>
        {push.ok ? <PushCard initial={push.data} /> : <LoadFailed code={push.code} />}
      </Card>
      <Card id="calendar-feeds" title={t('feeds.title')}>
        {feeds.ok ? <CalendarCard initial={feeds.data} /> : <LoadFailed code={feeds.code} />}
      </Card>
      <Card id="security" title={t('security.title')}>
        <PasswordForm username={account.ok ? account.data.username : null} />
        <LogoutEverywhere />
      </Card>
      {pending ? (
        <Card id="picture-review" title={t('review.title')}>
          {pending.ok ? <PictureReview initial={pending.data} /> : <LoadFailed code={pending.code} />}
        </Card>
      ) : null}
    </div>
  );
}
