// /email-messages/{id} (rules §2; the mailbox menu entry stays highlighted): one email as it was
// sent — from, to, cc, when — its body shown safely, and its attachments to download.
import { getTranslations } from 'next-intl/server';
import { getEmailMessage } from '@/lib/bff/queries/mail';
import { loadById, pageRecord } from '@/lib/bff/load';
import { titleMetadata } from '@/lib/i18n/page-title';
import { LoadFailed } from '@/app/_components/ui/load-failed';
import { EmailMessageView } from './email-message-view';

export const generateMetadata = () => titleMetadata('emailMessage');

export default async function EmailMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations('EmailMessagePage')]);
  const message = pageRecord(await loadById(id, getEmailMessage));
  if (!message.ok) return <LoadFailed code={message.code} heading={t('notFound')} />;
  return <EmailMessageView initial={message.data} />;
}
