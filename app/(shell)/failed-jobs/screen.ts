// This page's row of the screen registry (lib/auth/screens.ts collects every page's row).
// Beyond rules §2: the mail and push messages that could not be delivered, for planners and
// office (who send them: requests and reminders, invoices and paperwork).
import { defineScreen, lt } from '@/lib/auth/screen-rules';
import { isPlannerOrOffice } from '@/lib/domain/auth/rights-registry';

export const screen = defineScreen({
  title: 'failedJobs',
  menu: {
    key: 'failedJobs',
    icon: 'mail',
    order: 26,
    visible: (s) => isPlannerOrOffice(lt(s)),
  },
});
