import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { getRequestTenant } from '@/lib/bff/render-context';
import { THEME_BACKGROUND, THEME_COLOR, themeOf } from '@/lib/domain/theme';

// The installable app carries the tenant's name and colours (rules §1). A route
// of its own, not Next's app/manifest.ts: that one adds its <link> to the streamed metadata,
// which lands in <body> when the page answers before it (the login page, under load), and
// Chromium looks for the manifest in <head> only. The root layout links it in <head> itself.
async function manifest(): Promise<MetadataRoute.Manifest> {
  const [tenant, t] = await Promise.all([getRequestTenant(), getTranslations('App')]);
  const name = tenant?.name ?? t('fallbackName');
  return {
    id: '/',
    name,
    short_name: name.length > 12 ? (name.split(/\s+/)[0] ?? name) : name,
    description: tenant?.metaDescription ?? t('description'),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: THEME_BACKGROUND,
    theme_color: THEME_COLOR[themeOf(tenant)],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export async function GET(): Promise<Response> {
  return new Response(JSON.stringify(await manifest()), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
}
