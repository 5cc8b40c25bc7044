// Text the backend itself sends to people (push notifications, calendar feeds, mail, PDFs) in
// their own language. The sentences live in messages/*.json beside the screens' (namespaces
// PushNotifications, CalendarFeed, Mail, Pdf, InvoicePdf, Exports and ActivityTexts), so translators find every text in
// one place.
import { createTranslator } from 'use-intl/core';
import cy from '../../../../messages/cy.json';
import de from '../../../../messages/de.json';
import deAT from '../../../../messages/de-AT.json';
import en from '../../../../messages/en.json';
import es from '../../../../messages/es.json';
import fr from '../../../../messages/fr.json';
import nl from '../../../../messages/nl.json';
import { chooseLocale } from '../../../domain/i18n/choose-locale';
import type { TLocale } from '../../../domain/i18n/locales';

type TNamespace =
  | 'PushNotifications'
  | 'CalendarFeed'
  | 'InvoicePdf'
  | 'Mail'
  | 'Pdf'
  | 'Exports'
  | 'ActivityTexts'
  // Statuses as the screens name them, for PDFs and exports that list them.
  | 'ProjectStatus'
  | 'ProjectPage'
  | 'JobsPage'
  | 'Paperwork'
  | 'MoneyParts';
/** Only the namespaces the backend speaks in; each locale file has them all (messages.test.ts). */
const MESSAGES: Record<TLocale, Pick<typeof en, TNamespace>> = { en, nl, cy, fr, 'de-AT': deAT, de, es };

type TValues = Record<string, string | number>;

/** A person's locale by rules §1: their own language if the tenant allows it, else the tenant's. */
export const localeFor = (
  userLanguage: string | null | undefined,
  tenant: { defaultLanguage: string; useUserLanguage: boolean },
) => chooseLocale({ userLanguage, tenant });

/** `t(key, values)` over one namespace of one locale's messages. */
export function translator(locale: TLocale, namespace: TNamespace): (key: string, values?: TValues) => string {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace });
  return (key, values) => (t as unknown as (k: string, v?: TValues) => string)(key, values);
}

/** How a reader's dates, times and amounts look: the screens' named formats and locale rule. */
export { readerFormat, type TReader, type TReaderFormat } from '../../../domain/i18n/reader-format';
