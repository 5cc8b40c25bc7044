// /help (rules §2): how the app works, in the parts that fit the user's login types, and the
// tenant's own support contact.
import { getTranslations } from 'next-intl/server';
import { isClient, isCrew, isOffice, isPlanner } from '@/lib/domain/auth/rights-registry';
import { getRequestSession, getRequestTenant } from '@/lib/bff/render-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { Card } from '@/app/_components/ui/card';
import { HelpTopic } from './help-topic';
import { SupportContact } from './support-contact';

export const generateMetadata = () => titleMetadata('help');

export default async function HelpPage() {
  const [t, tApp, session, tenant] = await Promise.all([
    getTranslations('HelpPage'),
    getTranslations('App'),
    getRequestSession(),
    getRequestTenant(),
  ]);
  const name = tenant?.name ?? tApp('fallbackName');
  const types = session?.user.loginTypes ?? [];
  const crew = isCrew(types);
  const planner = isPlanner(types);
  const client = isClient(types);
  return (
    <div className="flex flex-col gap-4" data-testid="help-page">
      <p>{t('intro', { tenant: name })}</p>
      {crew ? (
        <HelpTopic
          id="crew"
          title={t('crew.title')}
          points={[
            t('crew.jobs'),
            t('crew.calendar'),
            t('crew.checkIn'),
            t('crew.offline'),
            t('crew.photos'),
            t('crew.notifications'),
          ]}
        />
      ) : null}
      {crew ? (
        <HelpTopic
          id="chief"
          title={t('chief.title')}
          points={[t('chief.team'), t('chief.signOff'), t('chief.deliveryNote')]}
        />
      ) : null}
      {planner ? (
        <HelpTopic id="planner" title={t('planner.title')} points={[t('planner.home'), t('planner.crews')]} />
      ) : null}
      {client ? <HelpTopic id="client" title={t('client.title')} points={[t('client.projects')]} /> : null}
      {isOffice(types) || (!crew && !planner && !client) ? (
        <HelpTopic id="office" title={t('office.title')} points={[t('office.menu')]} />
      ) : null}
      <HelpTopic id="app" title={t('app.title')} points={[t('app.install'), t('app.menu')]} />
      <Card id="support" title={t('support.title')}>
        <SupportContact tenantName={name} email={tenant?.supportEmail ?? null} phone={tenant?.supportPhone ?? null} />
      </Card>
    </div>
  );
}
