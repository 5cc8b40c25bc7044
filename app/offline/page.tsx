import { getTranslations } from 'next-intl/server';
import { MESSAGE_SCREEN } from '@/app/_components/ui/message-screen';
import { titleMetadata } from '@/lib/i18n/page-title';
import { namespacesOfScope } from '@/lib/i18n/client-namespaces';
import { messagesOfEveryLocale } from '@/lib/i18n/load-messages';
import { ReloadButton } from './reload-button';
import { KeptDay } from './_day/kept-day';

export const generateMetadata = () => titleMetadata('offline');

/**
 * Served by the service worker for navigations while there is no network. Where this device
 * keeps the user's day, that is drawn for the address they opened; else, and until it
 * is read, the message that the page needs a network connection.
 */
export default async function OfflinePage() {
  const [t, messages] = await Promise.all([
    getTranslations('OfflinePage'),
    messagesOfEveryLocale(namespacesOfScope('offline')),
  ]);
  return (
    <div data-offline-page>
      <KeptDay messages={messages}>
        <main className={MESSAGE_SCREEN.fullPage}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-16 w-16 text-muted"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path
              d="M3 3l18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.3-2.6M12 8c3 0 5.7 1.2 7.7 3.1M1.5 9.4A15 15 0 0 1 6 6.3M12 20h.01"
              strokeLinecap="round"
            />
          </svg>
          <h1 className="text-2xl font-semibold">{t('heading')}</h1>
          <p className="text-muted">{t('body')}</p>
          <ReloadButton label={t('retry')} />
        </main>
      </KeptDay>
    </div>
  );
}
