// /plus-crews/{number}/settings: the target border and the team bonus of a plus crew, kept by
// users with plusCrews EDIT (a plus-crew session never comes here: its gate and the backend
// both refuse). Without EDIT the settings are shown, not offered for change. The same users keep
// the password of the plus crew's login link (PCID); its form loads after the page.
import { getFormatter, getTranslations } from 'next-intl/server';
import { Card } from '@/app/_components/ui/card';
import { Detail } from '@/app/_components/ui/detail-list';
import { LoadError } from '@/app/_components/ui/load-error';
import { can } from '@/lib/domain/auth/rights-registry';
import { getPlusCrewValues } from '@/lib/bff/queries/plus-crews';
import { settingsFromValues } from '@/lib/domain/plus-crews/settings';
import { getRequestSession, getTenantToday } from '@/lib/bff/render-context';
import { titleMetadata } from '@/lib/i18n/page-title';
import { plusCrewLinks, PlusCrewActions } from '@/app/(shell)/_plus-crews/actions';
import { figureFormat } from '@/app/(shell)/_plus-crews/format';
import { loadPlusCrew } from '@/app/(shell)/_plus-crews/load-plus-crew';
import { SettingsForm } from '@/app/(shell)/_plus-crews/lazy-forms';
import { LinkPasswordForm } from '@/app/_components/link-password/link-password-form-lazy';

export const generateMetadata = () => titleMetadata('plusCrewSettings');

export default async function PlusCrewSettingsPage({ params }: { params: Promise<{ number: string }> }) {
  const [loaded, session, today] = await Promise.all([
    loadPlusCrew((await params).number),
    getRequestSession(),
    getTenantToday(),
  ]);
  if (loaded.kind !== 'ok') return null;
  const { crew } = loaded;
  const [values, links, t, tRoot, format] = await Promise.all([
    getPlusCrewValues(crew.number),
    plusCrewLinks(crew.number, today),
    getTranslations('PlusCrewSettings'),
    getTranslations('Errors'),
    getFormatter(),
  ]);
  const fmt = figureFormat(format, crew.currency);
  const settings = values.ok ? settingsFromValues(values.data) : null;
  const editor = session?.type === 'user' && can(session.rights, 'plusCrews.EDIT');
  return (
    <div className="flex flex-col gap-4" data-testid="plus-crew-settings">
      <Card id="plus-crew-settings-card" title={t('title', { name: crew.name })}>
        {!values.ok ? (
          <LoadError heading={t('failed')} reason={tRoot(values.code)} code={values.code} />
        ) : editor ? (
          <>
            <p className="mb-4 text-sm text-muted">{t('explain')}</p>
            <SettingsForm settings={settings} />
          </>
        ) : settings ? (
          <dl data-testid="settings-read-only">
            <Detail label={t('border')}>{fmt.percent(settings.targetBorderPercent)}</Detail>
            <Detail label={t('bonusKind')}>
              {settings.teamBonus.kind === 'amount'
                ? fmt.money(settings.teamBonus.amountCents)
                : t('percentOfAbove', { percent: fmt.percent(settings.teamBonus.percent) })}
            </Detail>
          </dl>
        ) : (
          <p className="text-muted">{t('notSet')}</p>
        )}
      </Card>
      {editor ? (
        <Card id="plus-crew-login-card" title={t('login')}>
          <LinkPasswordForm
            login={{ kind: 'plusCrew', id: crew.id, number: crew.number }}
            hasPassword={crew.hasPassword}
          />
        </Card>
      ) : null}
      <PlusCrewActions links={links} current="settings" />
    </div>
  );
}
