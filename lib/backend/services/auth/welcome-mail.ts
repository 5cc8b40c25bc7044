// The welcome mail of a new login: the link to choose a password, and a one-page PDF to keep —
// how to log in, install the app and get help — both in the new login's language. Sent by
// users.ts; the demo seed sends the same.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenants } from '../../db/schema';
import { renderPdf } from '../pdf/render-pdf';
import type { TMail } from '../mail-types';
import { composeMail, mailWords } from '../mail-text/compose';
import { readerOf } from '../i18n/reader-of';
import { createWelcomeLink, WELCOME_TOKEN_DAYS } from './password-reset';

export async function welcomeMail(
  db: DbOrTx,
  o: { tenantId: number; userId: number; to: string; firstName: string; username: string; webOrigin: string },
): Promise<TMail> {
  const [tenant] = await db
    .select({ email: tenants.supportEmail, phone: tenants.supportPhone })
    .from(tenants)
    .where(and(eq(tenants.id, o.tenantId)));
  const reader = await readerOf(db, o.tenantId, { userId: o.userId });
  const { t } = mailWords(reader);
  const name = reader.tenantName;
  const link = await createWelcomeLink(db, o.tenantId, o.userId, o.webOrigin);
  const support = [tenant?.email, tenant?.phone].filter(Boolean).join(', ');
  const guide = await renderPdf({
    reader,
    title: t('welcome.subject', { tenant: name }),
    facts: [
      [t('welcome.guide.username'), o.username],
      [t('welcome.guide.webAddress'), o.webOrigin],
      [t('welcome.guide.help'), support || t('welcome.guide.askContact', { tenant: name })],
    ],
    answers: [
      [t('welcome.guide.passwordTitle'), t('welcome.guide.password', { days: WELCOME_TOKEN_DAYS })],
      [t('welcome.guide.phoneTitle'), t('welcome.guide.phone', { address: o.webOrigin })],
      [t('welcome.guide.menuTitle'), t('welcome.guide.menu')],
    ],
    subject: t('welcome.guide.subject', { tenant: name }),
  });
  return {
    tenantId: o.tenantId,
    to: o.to,
    ...composeMail(reader, {
      subject: t('welcome.subject', { tenant: name }),
      greet: o.firstName,
      paragraphs: [t('welcome.intro', { username: o.username })],
      action: { label: t('welcome.action'), url: link },
      after: [t('welcome.expiry', { days: WELCOME_TOKEN_DAYS }), t('welcome.guideAttached')],
    }),
    attachments: [{ fileName: `${t('welcome.guide.fileName')}.pdf`, contentType: 'application/pdf', content: guide }],
  };
}
