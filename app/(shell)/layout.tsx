// The shell (rules §2), rendered on the server: the menu and bottom bar are decided here from
// the session, so the first paint is already complete.
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { bottomBar, sideMenu } from '@/lib/auth/menu';
import { fullName } from '@/lib/domain/people';
import { getRequestSession, getRequestTenant } from '@/lib/bff/render-context';
import { FormattedTexts } from '../_components/i18n/formatted-texts';
import { ScopeMessages } from '../_components/i18n/scope-messages';
import { ShellFrame } from '../_components/shell/shell-frame';

export default async function ShellLayout({ children }: { children: React.ReactNode }) {
  const [session, tenant, t] = await Promise.all([getRequestSession(), getRequestTenant(), getTranslations('App')]);
  // The middleware sends visitors without a session to /login first; this covers an expired
  // cookie, and one whose session the backend has ended (a copy after logout): the gate reads
  // the cookie alone, this session is the backend's word (lib/bff/render-context.ts).
  if (!session) redirect('/login');
  const { user } = session;
  const userName = session.type === 'user' ? fullName(user) || null : null;
  return (
    <ScopeMessages scope="(shell)">
      {/* What the screens' client components format here, the browser reads back (client-intl.ts). */}
      <FormattedTexts>
        <ShellFrame
          tenantName={tenant?.name ?? t('fallbackName')}
          userName={userName}
          access={{ type: session.type, project: session.project, plusCrew: session.plusCrew }}
          menu={sideMenu(session)}
          bottomEntries={bottomBar(session)}
        >
          {children}
        </ShellFrame>
      </FormattedTexts>
    </ScopeMessages>
  );
}
