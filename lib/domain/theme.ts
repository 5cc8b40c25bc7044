// Tenant themes (rules §2, §9). The colours live in app/globals.css; these are for places CSS
// cannot reach: the browser's theme colour, the manifest and the HTML of mails.
import type { TTenantConfig } from './auth';

export type TThemeName = 'default' | 'red' | 'moyo';

/** Tenants store "default", "Red" or "moyo"; anything else gets the default theme. */
export function themeOf(tenant: Pick<TTenantConfig, 'mobileTheme'> | null): TThemeName {
  const theme = tenant?.mobileTheme.trim().toLowerCase();
  return theme === 'red' || theme === 'moyo' ? theme : 'default';
}

/** Must match --app-primary of each theme in globals.css. */
export const THEME_COLOR: Record<TThemeName, string> = { default: '#1f4e8c', red: '#c8102e', moyo: '#1f4e8c' };
export const THEME_BACKGROUND = '#ffffff';
