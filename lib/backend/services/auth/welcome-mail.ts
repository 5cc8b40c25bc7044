// The welcome mail of a new login: the link to choose a password, and a one-page PDF to keep —
// how to log in, install the app and get help. Sent by users.ts; the demo seed sends the same.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenants } from '../../db/schema';
import { renderPdf } from '../pdf/render-pdf';
import type { TMail } from '../mail';
import { createWelcomeLink, WELCOME_TOKEN_DAYS } from './password-reset';

export async function welcomeMail(
  db: DbOrTx,
  o: { tenantId: number; userId: number; to: string; firstName: string; username: string; webOrigin: string },
): Promise<TMail> {
  const [tenant] = await db
    .select({ name: tenants.name, email: tenants.supportEmail, phone: tenants.supportPhone })
    .from(tenants)
    .where(and(eq(tenants.id, o.tenantId)));
  const name = tenant?.name ?? 'Crewdeck';
  const link = await createWelcomeLink(db, o.tenantId, o.userId, o.webOrigin);
  const support = [tenant?.email, tenant?.phone].filter(Boolean).join(', ');
  const guide = await renderPdf({
    title: `Welcome to ${name}`,
    facts: [
      ['Username', o.username],
      ['Web address', o.webOrigin],
      ['Help', support || `Ask your contact at ${name}`],
    ],
    answers: [
      [
        'Choose your password',
        `Open the link in the welcome email within ${WELCOME_TOKEN_DAYS} days. If it has expired, use "Forgot password" on the login page.`,
      ],
      [
        'Use it on your phone',
        `Open ${o.webOrigin} in your phone's browser and add it to your home screen: it then works like an app, also with a weak connection.`,
      ],
      ['Find your way', 'The menu at the top left shows everything you can do; Help explains it in a few words.'],
    ],
    subject: `Getting started with ${name}`,
  });
  return {
    tenantId: o.tenantId,
    to: o.to,
    subject: `Welcome to ${name}`,
    text: `Hello ${o.firstName},\n\nA login was created for you. Your username is ${o.username}.\n\nOpen this link within ${WELCOME_TOKEN_DAYS} days to choose your password:\n${link}\n\nIf the link has expired, use "Forgot password" on the login page. The attached guide tells you how to get started.`,
    attachments: [{ fileName: 'getting-started.pdf', contentType: 'application/pdf', content: guide }],
  };
}
