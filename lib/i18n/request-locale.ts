import 'server-only';
// The language of this render (rules §1): the user's own where the tenant allows it, else the
// tenant's. Built on the BFF's render context; lib/bff never imports lib/i18n (lint), so the
// two cannot form an import cycle.
import { cache } from 'react';
import { getRequestSession, getRequestTenant } from '../bff/render-context';
import { chooseLocale } from './choose-locale';
import type { TLocale } from './locales';

export const getRequestLocale = cache(async (): Promise<TLocale> => {
  const [session, tenant] = await Promise.all([getRequestSession(), getRequestTenant()]);
  return chooseLocale({ userLanguage: session?.user.language, tenant });
});
