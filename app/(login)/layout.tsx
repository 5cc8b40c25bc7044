// The login area (rules §2): the tenant's full-screen background image and colour, and no page
// title of its own, so the tab shows the tenant name alone.
import { getTranslations } from 'next-intl/server';
import { getRequestTenant } from '@/lib/bff/render-context';
import { ScopeMessages } from '../_components/i18n/scope-messages';
import { ToastViewport } from '../_components/toasts/toast-viewport';

const DEFAULT_BACKGROUND = '#1f2a44';

export default async function LoginAreaLayout({ children }: { children: React.ReactNode }) {
  const [tenant, t] = await Promise.all([getRequestTenant(), getTranslations('App')]);
  const image = tenant?.backgroundUrl;
  return (
    <ScopeMessages scope="(login)">
      <div
        data-testid="login-area"
        className="px-safe py-safe-8 flex min-h-dvh items-center justify-center bg-cover bg-center"
        style={{
          backgroundColor: tenant?.backgroundColorCode ?? DEFAULT_BACKGROUND,
          backgroundImage: image ? `url(${JSON.stringify(image)})` : undefined,
        }}
      >
        <main className="w-full max-w-sm rounded-2xl bg-app p-6 text-ink shadow-xl">
          <p className="mb-6 text-center text-xl font-semibold" data-testid="tenant-name">
            {tenant?.name ?? t('fallbackName')}
          </p>
          {children}
        </main>
        <ToastViewport />
      </div>
    </ScopeMessages>
  );
}
