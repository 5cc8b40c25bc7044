import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { getRequestSession, getRequestTenant } from '@/lib/bff/render-context';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { deviceOwner, keptDay } from '@/lib/auth/kept-day';
import { ScopeMessages } from './_components/i18n/scope-messages';
import { SwRegistrar } from './_components/pwa/sw-registrar';
import { THEME_COLOR, themeOf } from '@/lib/domain/theme';
import { typefaceClassName } from './_components/typeface';
import { SignShapes } from './_components/ui/sign-shapes';
import './globals.css';

function siteUrl(host: string | null | undefined): URL | undefined {
  if (!host) return undefined;
  try {
    const local = /^(localhost|127\.|\[::1\])/.test(host) || host.endsWith('.localhost');
    return new URL(`${local ? 'http' : 'https'}://${host}`);
  } catch {
    return undefined;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const [tenant, t] = await Promise.all([getRequestTenant(), getTranslations('App')]);
  const name = tenant?.name ?? t('fallbackName');
  return {
    // rules §1: '{tenant name} - {page}'; pages without a title part (the login area) show the name alone.
    title: { template: `${name} - %s`, default: name },
    description: tenant?.metaDescription ?? undefined,
    applicationName: name,
    metadataBase: siteUrl(tenant?.metaHostName),
    icons: {
      icon: tenant?.faviconUrl ?? '/icons/icon-192.png',
      apple: '/icons/apple-touch-icon.png',
    },
    appleWebApp: { capable: true, title: name, statusBarStyle: 'default' },
    formatDetection: { telephone: false },
  };
}

export async function generateViewport(): Promise<Viewport> {
  const tenant = await getRequestTenant();
  return {
    width: 'device-width',
    initialScale: 1,
    // Lets the shell pad itself with the safe-area insets on notched phones.
    viewportFit: 'cover',
    themeColor: THEME_COLOR[themeOf(tenant)],
  };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The page's language (its formats may be a region's: next-intl's locale is en-GB for English in Europe).
  const [locale, tenant, session] = await Promise.all([getRequestLocale(), getRequestTenant(), getRequestSession()]);
  return (
    <html lang={locale} className={typefaceClassName}>
      {/* Chromium looks for the manifest in <head> only; Next's streamed metadata may land in
          <body> (app/manifest.webmanifest/route.ts). */}
      <head>
        <link rel="manifest" href="/manifest.webmanifest" />
      </head>
      {/* data-day: whether this device keeps the user's days for offline work (keep-day.ts);
          data-owner: whose the offline queue is (outbox-runner.ts). */}
      <body
        className={`theme-${themeOf(tenant)} bg-app text-ink antialiased`}
        data-day={keptDay(session)}
        data-owner={deviceOwner(session) ?? undefined}
      >
        <SignShapes />
        <ScopeMessages scope="">
          {children}
          <SwRegistrar />
        </ScopeMessages>
      </body>
    </html>
  );
}
