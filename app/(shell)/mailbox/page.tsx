// /mailbox (rules §2, §6: client or office with the mailbox right emailMessages): the emails the
// system sent from the mailboxes the user may read (GET /mailboxes), newest first, by mailbox and text.
import { getEmailMessages, getMailboxes } from '@/lib/bff/queries/mail';
import { titleMetadata } from '@/lib/i18n/page-title';
import { mailboxQueryParams } from './mailbox-query';
import { MailboxView } from './mailbox-view';

export const generateMetadata = () => titleMetadata('mailbox');

export default async function MailboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const readable = await getMailboxes();
  const mailboxes = readable.ok ? readable.data : [];
  const asked = typeof params.mailboxId === 'string' ? Number(params.mailboxId) : NaN;
  const query = {
    mailboxId: mailboxes.some((m) => m.id === asked) ? String(asked) : '',
    search: typeof params.search === 'string' ? params.search.slice(0, 100) : '',
  };
  const mails = await getEmailMessages(mailboxQueryParams(query));
  return (
    <MailboxView
      mailboxes={mailboxes}
      query={query}
      initial={mails.ok ? { ok: true, data: mails.data } : { ok: false, code: mails.code }}
    />
  );
}
