// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
import { defineScreen, lt, right, hasMailbox } from '@/lib/auth/screen-rules';
import { isClient, isOffice } from '@/lib/domain/auth/rights-registry';

export const screen = defineScreen({
  title: 'mailbox',
  menu: {
    key: 'mailbox',
    icon: 'mail',
    order: 18,
    visible: (s) => (isClient(lt(s)) || isOffice(lt(s))) && right(s, 'mailboxes.READ') && hasMailbox(s),
    highlights: ['/email-messages/[id]'],
  },
});
